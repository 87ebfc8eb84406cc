import type { BlockKindDefinition } from './contract';

// The platform's published codes the runtime leaves as the server drew them: kinds with no chunk, each named so a
// page's census and the console can say what a block is (runtime/blocks/identify.ts).

export default [
  // Published complete by the server: nothing to boot.
  { kind: 'text', codes: ['2'], nature: 'static' },
  { kind: 'spacer', codes: ['21'], nature: 'static' },
  { kind: 'code', codes: ['23'], nature: 'static' },
  { kind: 'quote', codes: ['31'], nature: 'static' },
  { kind: 'horizontal-rule', codes: ['47'], nature: 'static' },
  { kind: 'social-links', codes: ['54'], nature: 'static' },
  { kind: 'website-component', codes: ['1337'], nature: 'static' },
  // Published codes with no behaviour on the visitor's page, left as the server drew them (docs/published-pages.md
  // "Blocks" gives each code's reason): markdown rendered as HTML; links and lists of links into the site; other
  // services' content; the numbering's deprecated codes and those not in production; email-campaign blocks; the
  // comments block (a page feature of its own); and codes whose published markup is not known.
  { kind: 'markdown', codes: ['44'], nature: 'static' },
  { kind: 'links', codes: ['12', '13', '14', '17', '27', '28', '29', '30', '49', '61'], nature: 'static' },
  { kind: 'outside-service', codes: ['10', '24', '42', '45', '46'], nature: 'static' },
  { kind: 'legacy', codes: ['1', '3', '7', '11', '19', '48', '60'], nature: 'static' },
  { kind: 'email-campaign', codes: ['57', '58'], nature: 'static' },
  { kind: 'comments', codes: ['16'], nature: 'static' },
  {
    kind: 'as-drawn',
    codes: ['6', '20', '25', '26', '33', '43', '50', '52', '56', '59', '62', '63', '65', '66', '67', '68'],
    nature: 'static',
  },
] as const satisfies readonly BlockKindDefinition[];
