import type { BlockKindDefinition } from '../../runtime/blocks/contract';

export default {
  kind: 'acuity',
  chunk: './acuity',
  nature: 'interactive',
  spec: true,
} as const satisfies BlockKindDefinition;
