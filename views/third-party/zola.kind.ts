import type { BlockKindDefinition } from '../../runtime/blocks/contract';

export default {
  kind: 'zola',
  chunk: './zola',
  nature: 'interactive',
  spec: true,
} as const satisfies BlockKindDefinition;
