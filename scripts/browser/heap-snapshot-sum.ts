/**
 * Sums a V8 heap snapshot's node self sizes as its JSON text streams in (HeapProfiler.addHeapSnapshotChunk), without
 * holding or parsing the whole: a page's snapshot is tens of MB, most of it the edges, which the sum does not need.
 * It reads the header (the field layout), then the nodes (numbers), skips to the strings and reads only the names
 * of the nodes whose kind `counts` left to decide by name.
 */
export interface SnapshotSumRule {
  /** Node types (snapshot.meta.node_types[0]) whose size counts. */
  types: readonly string[];
  /** Of those, the types whose size counts only when `keepName` accepts the node's name. */
  byName: readonly string[];
  keepName: (name: string) => boolean;
}

const NODES_KEY = '"nodes":[';
const STRINGS_KEY = '"strings":[';
const [ZERO, NINE, COMMA, CLOSE, QUOTE, BACKSLASH] = ['0', '9', ',', ']', '"', '\\'].map((c) => c.charCodeAt(0)) as [number, number, number, number, number, number];

export class HeapSnapshotSum {
  private state: 'header' | 'nodes' | 'skip' | 'strings' | 'done' = 'header';
  private pending = '';
  // the field layout, from the header
  private fieldCount = 0;
  private typeAt = 0;
  private nameAt = 0;
  private sizeAt = 0;
  private counted = new Set<number>();
  private named = new Set<number>();
  // the node being read
  private field = 0;
  private number = -1;
  private type = 0;
  private name = 0;
  private size = 0;
  private total = 0;
  /** size per name index of the nodes whose name decides */
  private sizeByName = new Map<number, number>();
  // the string being read
  private stringIndex = 0;
  private inString = false;
  private escaped = false;
  private text: string[] | undefined;

  constructor(private readonly rule: SnapshotSumRule) {}

  feed(chunk: string): void {
    if (this.state === 'header') {
      this.pending += chunk;
      const at = this.pending.indexOf(NODES_KEY);
      if (at < 0) return;
      this.readHeader(this.pending.slice(0, at));
      chunk = this.pending.slice(at + NODES_KEY.length);
      this.pending = '';
      this.state = 'nodes';
    }
    if (this.state === 'nodes') chunk = this.readNodes(chunk);
    if (this.state === 'skip') {
      // the arrays between nodes and strings hold numbers only: the first `"strings":[` is the key
      const text = this.pending + chunk;
      const at = text.indexOf(STRINGS_KEY);
      if (at < 0) {
        this.pending = text.slice(-STRINGS_KEY.length);
        return;
      }
      this.pending = '';
      chunk = text.slice(at + STRINGS_KEY.length);
      this.state = 'strings';
    }
    if (this.state === 'strings') this.readStrings(chunk);
  }

  /** The sum, once the whole snapshot has been fed. */
  result(): number {
    if (this.state !== 'done') throw new Error(`Heap snapshot ended early (while reading its ${this.state})`);
    if (this.field !== 0) throw new Error('Heap snapshot ended inside a node');
    if (this.sizeByName.size > 0) throw new Error(`Heap snapshot ended before the names of ${this.sizeByName.size} nodes`);
    return this.total;
  }

  private readHeader(header: string): void {
    const { snapshot } = JSON.parse(`${header.replace(/,\s*$/, '')}}`) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } } };
    const fields = snapshot.meta.node_fields;
    const types = snapshot.meta.node_types[0];
    [this.typeAt, this.nameAt, this.sizeAt] = [fields.indexOf('type'), fields.indexOf('name'), fields.indexOf('self_size')];
    if (this.typeAt < 0 || this.nameAt < 0 || this.sizeAt < 0) throw new Error(`Heap snapshot without type, name or self_size: ${fields.join(', ')}`);
    this.fieldCount = fields.length;
    for (const type of this.rule.types) {
      const index = types.indexOf(type);
      if (index >= 0) (this.rule.byName.includes(type) ? this.named : this.counted).add(index);
    }
  }

  /** Reads node numbers up to the end of the array; returns what follows it. */
  private readNodes(chunk: string): string {
    for (let i = 0; i < chunk.length; i += 1) {
      const c = chunk.charCodeAt(i);
      if (c >= ZERO && c <= NINE) {
        this.number = (this.number < 0 ? 0 : this.number * 10) + (c - ZERO);
        continue;
      }
      if (this.number >= 0) this.endNumber();
      if (c === CLOSE) {
        this.state = 'skip';
        return chunk.slice(i + 1);
      }
      if (c !== COMMA && c > 32) throw new Error(`Unexpected "${chunk[i]}" in the heap snapshot's nodes`);
    }
    return '';
  }

  private endNumber(): void {
    const value = this.number;
    this.number = -1;
    if (this.field === this.typeAt) this.type = value;
    else if (this.field === this.nameAt) this.name = value;
    else if (this.field === this.sizeAt) this.size = value;
    this.field += 1;
    if (this.field < this.fieldCount) return;
    this.field = 0;
    if (this.counted.has(this.type)) this.total += this.size;
    else if (this.named.has(this.type)) this.sizeByName.set(this.name, (this.sizeByName.get(this.name) ?? 0) + this.size);
  }

  /** Reads the strings, keeping the text of those that name a node to decide. */
  private readStrings(chunk: string): void {
    for (let i = 0; i < chunk.length; i += 1) {
      const c = chunk.charCodeAt(i);
      if (!this.inString) {
        if (c === QUOTE) {
          this.inString = true;
          this.text = this.sizeByName.has(this.stringIndex) ? [] : undefined;
        } else if (c === CLOSE) {
          this.state = 'done';
          return;
        }
        continue;
      }
      if (this.escaped) this.escaped = false;
      else if (c === BACKSLASH) this.escaped = true;
      else if (c === QUOTE) {
        this.inString = false;
        this.endString();
        continue;
      }
      if (this.text) this.text.push(chunk[i]!);
    }
  }

  private endString(): void {
    if (this.text) {
      const name = JSON.parse(`"${this.text.join('')}"`) as string;
      if (this.rule.keepName(name)) this.total += this.sizeByName.get(this.stringIndex)!;
      this.sizeByName.delete(this.stringIndex);
      this.text = undefined;
    }
    this.stringIndex += 1;
  }
}
