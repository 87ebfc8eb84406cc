import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HeapSnapshotSum, type SnapshotSumRule } from './heap-snapshot-sum';

// The stream reader must give what JSON.parse of the whole snapshot gives, however the text is cut into chunks.

const NODE_TYPES = ['hidden', 'array', 'string', 'object', 'code', 'closure', 'native', 'synthetic'];
const NODE_FIELDS = ['type', 'name', 'id', 'self_size', 'edge_count', 'detachedness'];
const rule: SnapshotSumRule = { types: ['object', 'closure', 'string', 'native'], byName: ['native'], keepName: (name) => !name.startsWith('blink::Dev') };

/** The sum read the plain way: the whole text parsed. */
function parsedSum(text: string): number {
  const { snapshot, nodes, strings } = JSON.parse(text) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[]; strings: string[] };
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  let sum = 0;
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = types[nodes[i + fields.indexOf('type')]!]!;
    const name = strings[nodes[i + fields.indexOf('name')]!]!;
    if (rule.types.includes(type) && (!rule.byName.includes(type) || rule.keepName(name))) sum += nodes[i + fields.indexOf('self_size')]!;
  }
  return sum;
}

/** A snapshot laid out the way V8 writes it: one node per line, every array present. */
const snapshotText = fc
  .record({
    strings: fc.array(fc.oneof(fc.string(), fc.constantFrom('blink::DevData', 'blink::Kept', 'a"quote', 'back\\slash', 'line\nbreak', 'ünï')), { minLength: 1, maxLength: 12 }),
    nodes: fc.array(fc.record({ type: fc.nat(NODE_TYPES.length - 1), name: fc.nat(), size: fc.nat(1_000_000), edges: fc.nat(5) }), { maxLength: 40 }),
    edges: fc.array(fc.nat(10_000), { maxLength: 30 }),
  })
  .map(({ strings, nodes, edges }) => {
    const nodeLines = nodes.map((node, id) => [node.type, node.name % strings.length, id * 2 + 1, node.size, node.edges, 0].join(','));
    const meta = { node_fields: NODE_FIELDS, node_types: [NODE_TYPES, 'string', 'number', 'number', 'number', 'number'], edge_fields: ['type', 'name_or_index', 'to_node'] };
    return (
      `{"snapshot":{"meta":${JSON.stringify(meta)},"node_count":${nodes.length},"edge_count":${edges.length / 3}},\n` +
      `"nodes":[${nodeLines.join('\n,')}],\n"edges":[${edges.join(',')}],\n"trace_function_infos":[],\n"trace_tree":[],\n"samples":[],\n"locations":[],\n` +
      `"strings":[${strings.map((s) => JSON.stringify(s)).join(',\n')}]}`
    );
  });

/** The text cut at the given places. */
const cut = (text: string, at: number[]) => {
  const places = [...new Set(at.map((n) => n % (text.length + 1)))].sort((a, b) => a - b);
  return [0, ...places].map((from, i) => text.slice(from, places[i] ?? text.length));
};

describe('HeapSnapshotSum', () => {
  it('sums what JSON.parse of the whole snapshot sums, whatever the chunks', () => {
    fc.assert(
      fc.property(snapshotText, fc.array(fc.nat(), { maxLength: 20 }), (text, at) => {
        const sum = new HeapSnapshotSum(rule);
        for (const chunk of cut(text, at)) sum.feed(chunk);
        expect(sum.result()).toBe(parsedSum(text));
      }),
    );
  });

  it('refuses a snapshot cut short', () => {
    fc.assert(
      fc.property(snapshotText, fc.nat(), (text, at) => {
        const end = text.indexOf('"strings":[');
        const sum = new HeapSnapshotSum(rule);
        sum.feed(text.slice(0, at % end));
        expect(() => sum.result()).toThrow(/ended/);
      }),
    );
  });
});
