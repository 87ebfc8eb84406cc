import type { BlockKindDefinition } from '../../runtime/blocks/contract';

// Published pages' embeds (22) are rendered complete; our contract's boot: the owner's html in a sandboxed frame.
export default {
  kind: 'embed',
  chunk: './block',
  codes: ['22'],
  nature: 'static',
  spec: true,
} as const satisfies BlockKindDefinition;
