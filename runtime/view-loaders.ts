// The view chunks of the core's page-wide features, each an entry of its own in esbuild.mjs. With the block
// registry's loaders (runtime/blocks/registry.ts) and each site chrome feature's own, the only places the runtime names
// a view (scripts/architecture/import-direction.ts). A file apart from the registry, which the core must not carry:
// only pages with blocks download it (blocks.js).

/** A feature asks for its view when it first shows something. */
export const loadSystemErrorView = () => import('../views/system-error/mount');
export const loadCookieBannerView = () => import('../views/cookie-banner/mount');

/** What a view chunk exports. */
export type ViewChunk<Load extends () => Promise<unknown>> = Awaited<ReturnType<Load>>;
