import type { BlockKindDefinition } from '../../runtime/blocks/contract';

export default {
  kind: 'donation',
  chunk: './block',
  nature: 'interactive',
  spec: true,
  // Its server-rendered button leads elsewhere until the block points it at the checkout (a link is followed natively).
  liveAtOnce: true,
} as const satisfies BlockKindDefinition;
