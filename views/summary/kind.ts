import type { BlockKindDefinition } from '../../runtime/blocks/contract';

// An event summary loads the platform's rendering of its widget (docs/blocks.md "Summary").
export default {
  kind: 'summary',
  chunk: './block',
  nature: 'interactive',
  spec: true,
} as const satisfies BlockKindDefinition;
