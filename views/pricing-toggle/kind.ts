import type { BlockKindDefinition } from '../../runtime/blocks/contract';

// Member access (visitor-runtime §4): the two price options of a membership offer; no platform markup is known (docs/blocks.md).
export default {
  kind: 'pricing-toggle',
  chunk: './block',
  nature: 'interactive',
} as const satisfies BlockKindDefinition;
