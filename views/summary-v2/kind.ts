import type { BlockKindDefinition } from '../../runtime/blocks/contract';

// A carousel moved by the gallery's chart; a list or grid as drawn (docs/blocks.md "Summary").
export default {
  kind: 'summary-v2',
  chunk: './block',
  codes: ['55'],
  nature: 'interactive',
  readsPublished: true,
} as const satisfies BlockKindDefinition;
