import type { BlockKindDefinition } from '../../runtime/blocks/contract';

export default {
  kind: 'reviews-request',
  chunk: './block',
  nature: 'interactive',
} as const satisfies BlockKindDefinition;
