import type { BlockKindDefinition } from '../../runtime/blocks/contract';

export default {
  kind: 'newsletter',
  chunk: './block',
  codes: ['51'],
  nature: 'interactive',
  spec: true,
  readsPublished: true,
} as const satisfies BlockKindDefinition;
