import type { BlockKindDefinition } from '../../runtime/blocks/contract';

export default {
  kind: 'marquee',
  chunk: './block',
  codes: ['70'],
  nature: 'interactive',
  spec: true,
  readsPublished: true,
} as const satisfies BlockKindDefinition;
