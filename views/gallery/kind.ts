import type { BlockKindDefinition } from '../../runtime/blocks/contract';

export default {
  kind: 'gallery',
  chunk: './block',
  codes: ['8'],
  nature: 'interactive',
  spec: true,
  readsPublished: true,
  bootsWhenAddressed: true,
  // Its designs and autoplay are chunks of its own (views/gallery/designs.ts): the grid-like designs' settings are
  // their names (machines/gallery/designs.ts DESIGN_BY_SETTING); a collection has no autoplay.
  parts: ({ design, autoplay }) =>
    /^(grid|autogrid|autocolumns|autorows|list)$/.test(String(design))
      ? ['blocks/gallery-collection.js']
      : ['blocks/gallery-designs.js', ...(autoplay === true ? ['blocks/gallery-autoplay.js'] : [])],
  dataErrors: { decode: 'Error decoding gallery block data.', evaluate: 'Error evaluating gallery block data.' },
} as const satisfies BlockKindDefinition;
