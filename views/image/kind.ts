import type { BlockKindDefinition } from '../../runtime/blocks/contract';

export default {
  kind: 'image',
  chunk: './block',
  codes: ['5'],
  nature: 'interactive',
  spec: true,
  readsPublished: true,
} as const satisfies BlockKindDefinition;
