import type { BlockKindDefinition } from '../../runtime/blocks/contract';

export default {
  kind: 'cart-page',
  chunk: './block',
  nature: 'interactive',
} as const satisfies BlockKindDefinition;
