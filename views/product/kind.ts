import type { BlockKindDefinition } from '../../runtime/blocks/contract';

// Published product pages' details sections are read as product blocks (runtime/blocks/selector.ts).
export default {
  kind: 'product',
  chunk: './block',
  nature: 'interactive',
  spec: true,
  readsPublished: true,
} as const satisfies BlockKindDefinition;
