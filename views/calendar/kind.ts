import type { BlockKindDefinition } from '../../runtime/blocks/contract';

// The server's list of events as a month grid (docs/blocks.md "Calendar"), read by the tour dates chunk.
export default {
  kind: 'calendar',
  chunk: './block',
  nature: 'interactive',
  spec: true,
  parts: () => ['blocks/tour-dates.js'],
} as const satisfies BlockKindDefinition;
