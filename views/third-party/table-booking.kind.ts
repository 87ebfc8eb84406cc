import type { BlockKindDefinition } from '../../runtime/blocks/contract';

// Third-party players and scripts (docs/blocks.md "Third-party blocks"): one shared chunk, a small entry per kind.
export default {
  kind: 'table-booking',
  chunk: './table-booking',
  nature: 'interactive',
  spec: true,
} as const satisfies BlockKindDefinition;
