import type { BlockKindDefinition } from '../../runtime/blocks/contract';

// The storefront (docs/commerce.md). The indicator's badge must show the server's count on every page at once.
export default {
  kind: 'cart-indicator',
  chunk: './block',
  nature: 'interactive',
  liveAtOnce: true,
} as const satisfies BlockKindDefinition;
