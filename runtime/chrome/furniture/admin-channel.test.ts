// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContributorPermission } from '../../enums';
import { siteContextSchema } from '../../schemas/site-context';
import { ADMIN_CHANNEL_NAME, ADMIN_EVENT, createAdminChannelFeature, hasAdminPermission, isAdminEvent } from './admin-channel';

const site = (accessPermissions: Array<number | string>) => siteContextSchema.parse({ accessPermissions });

/** A stand-in BroadcastChannel: records its name and closing; the test delivers messages by calling onmessage. */
class FakeChannel {
  static opened: FakeChannel[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  closed = false;
  constructor(readonly name: string) {
    FakeChannel.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  deliver(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
}

const feature = createAdminChannelFeature({ window, openChannel: (name) => new FakeChannel(name) as unknown as BroadcastChannel });

afterEach(() => {
  FakeChannel.opened = [];
  vi.restoreAllMocks();
});

describe('hasAdminPermission (visitor-runtime §6)', () => {
  it('holds exactly when accessPermissions contain admin (code 1, as number or string, or the name)', () => {
    expect(ContributorPermission.ADMIN).toBe(1);
    for (const yes of [[1], ['1'], ['admin'], ['ADMIN'], [4, 1, 10]]) expect(hasAdminPermission(site(yes))).toBe(true);
    for (const no of [[], [2, 3, 4, 10], ['11'], ['administrator'], [12, 13]]) expect(hasAdminPermission(site(no))).toBe(false);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2068 })), (codes) => hasAdminPermission(site(codes)) === codes.includes(1)),
    );
  });
});

describe('the admin broadcast channel', () => {
  it('opens no channel without admin permission', () => {
    expect(feature({ document, site: site([4, 10]) })).toBeUndefined();
    expect(FakeChannel.opened).toHaveLength(0);
  });

  it('with admin opens the named channel, dispatches each admin event on window, and closes it on destroy', () => {
    const received: unknown[] = [];
    const listener = (event: Event) => received.push((event as CustomEvent).detail);
    window.addEventListener(ADMIN_EVENT, listener);
    const destroy = feature({ document, site: site([1]) })!;
    expect(FakeChannel.opened.map((c) => c.name)).toEqual([ADMIN_CHANNEL_NAME]);
    const channel = FakeChannel.opened[0]!;
    channel.deliver({ type: 'site-updated', at: 5 });
    expect(received).toEqual([{ type: 'site-updated', at: 5 }]);
    destroy();
    expect(channel.closed).toBe(true);
    channel.deliver({ type: 'late' });
    expect(received).toHaveLength(1);
    window.removeEventListener(ADMIN_EVENT, listener);
  });

  it('ignores messages that are not admin events, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const received = vi.fn();
    window.addEventListener(ADMIN_EVENT, received);
    feature({ document, site: site(['1']) });
    for (const junk of ['site-updated', null, [], { type: '' }, { type: 3 }, {}]) FakeChannel.opened[0]!.deliver(junk);
    expect(received).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(6);
    window.removeEventListener(ADMIN_EVENT, received);
    expect(isAdminEvent({ type: 'x', extra: [1] })).toBe(true);
  });

  it('uses the real BroadcastChannel by default', () => {
    const Real = vi.fn(function (this: { close(): void; onmessage: unknown }, name: string) {
      this.close = vi.fn();
      this.onmessage = null;
      void name;
    });
    vi.stubGlobal('BroadcastChannel', Real);
    const destroy = createAdminChannelFeature({ window })({ document, site: site([1]) })!;
    expect(Real).toHaveBeenCalledWith(ADMIN_CHANNEL_NAME);
    destroy();
    vi.unstubAllGlobals();
  });
});
