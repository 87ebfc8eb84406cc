/**
 * localhost: `localhost` and any name under it (`shop.localhost`, RFC 6761), the IPv4 loopback block 127.0.0.0/8 and
 * the IPv6 loopback `[::1]`; any case, a trailing dot allowed. An engineer's machine: the owner redirect skips it and
 * the inspector may attach there.
 */
export function isLocalhost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) ||
    name === '[::1]' ||
    name === '::1'
  );
}
