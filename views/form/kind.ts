import type { BlockKindDefinition } from '../../runtime/blocks/contract';

export default {
  kind: 'form',
  chunk: './block',
  codes: ['9'],
  components: ['website.components.form'],
  nature: 'interactive',
  spec: true,
  readsPublished: true,
} as const satisfies BlockKindDefinition;
