import type { BlockKindDefinition } from '../../runtime/blocks/contract';

// Submits to /search; its preview is a chunk of its own, downloaded on the field's first need (docs/blocks.md "Search").
export default {
  kind: 'search',
  chunk: './block',
  nature: 'interactive',
  spec: true,
} as const satisfies BlockKindDefinition;
