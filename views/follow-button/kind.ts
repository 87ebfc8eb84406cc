import type { BlockKindDefinition } from '../../runtime/blocks/contract';

export default {
  kind: 'follow',
  chunk: './block',
  nature: 'interactive',
} as const satisfies BlockKindDefinition;
