import type { BlockKindDefinition } from '../../runtime/blocks/contract';

// A bar chart drawn as SVG with its data table (docs/blocks.md "Chart").
export default {
  kind: 'chart',
  chunk: './block',
  nature: 'interactive',
  spec: true,
} as const satisfies BlockKindDefinition;
