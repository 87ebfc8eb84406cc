import type { BlockKindDefinition } from '../../runtime/blocks/contract';

// Members-only content shown as such to a signed-in account, locked for a visitor (docs/blocks.md "Member area").
export default {
  kind: 'member-area',
  chunk: './block',
  nature: 'interactive',
  spec: true,
} as const satisfies BlockKindDefinition;
