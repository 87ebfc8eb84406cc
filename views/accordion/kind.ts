import type { BlockKindDefinition } from '../../runtime/blocks/contract';

export default {
  kind: 'accordion',
  chunk: './block',
  codes: ['69'],
  nature: 'interactive',
  spec: true,
  readsPublished: true,
} as const satisfies BlockKindDefinition;
