import type { BlockKindDefinition } from '../../runtime/blocks/contract';

// The server's list of shows in their time zones, the past ones hidden (docs/blocks.md "Tour dates").
export default {
  kind: 'tour-dates',
  chunk: './block',
  nature: 'interactive',
  spec: true,
} as const satisfies BlockKindDefinition;
