import type { BlockKindDefinition } from '../../runtime/blocks/contract';

export default {
  kind: 'menu',
  chunk: './block',
  codes: ['18'],
  nature: 'interactive',
  spec: true,
  readsPublished: true,
} as const satisfies BlockKindDefinition;
