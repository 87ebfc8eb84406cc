import type { BlockKindDefinition } from '../../runtime/blocks/contract';

export default {
  kind: 'map',
  chunk: './block',
  codes: ['4'],
  components: ['website.components.map'],
  nature: 'interactive',
  spec: true,
  readsPublished: true,
} as const satisfies BlockKindDefinition;
