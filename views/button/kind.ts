import type { BlockKindDefinition } from '../../runtime/blocks/contract';

// Binds onto the server's link: the §5 link rules and the census of the button (no React, no chart).
export default {
  kind: 'button',
  chunk: './block',
  codes: ['53'],
  nature: 'interactive',
  spec: true,
  readsPublished: true,
} as const satisfies BlockKindDefinition;
