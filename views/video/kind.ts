import type { BlockKindDefinition } from '../../runtime/blocks/contract';

export default {
  kind: 'video',
  chunk: './block',
  codes: ['32'],
  nature: 'interactive',
  spec: true,
  readsPublished: true,
} as const satisfies BlockKindDefinition;
