import type { BlockKindDefinition } from '../../runtime/blocks/contract';

export default {
  kind: 'soundcloud',
  chunk: './soundcloud',
  nature: 'interactive',
  spec: true,
} as const satisfies BlockKindDefinition;
