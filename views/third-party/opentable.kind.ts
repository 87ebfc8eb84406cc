import type { BlockKindDefinition } from '../../runtime/blocks/contract';

export default {
  kind: 'opentable',
  chunk: './opentable',
  nature: 'interactive',
  spec: true,
} as const satisfies BlockKindDefinition;
