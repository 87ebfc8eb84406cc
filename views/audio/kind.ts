import type { BlockKindDefinition } from '../../runtime/blocks/contract';

// The server's <audio> with native controls (a published block's drawn from its track), one playing at a time with the videos.
export default {
  kind: 'audio',
  chunk: './block',
  codes: ['41'],
  nature: 'interactive',
  spec: true,
  readsPublished: true,
} as const satisfies BlockKindDefinition;
