// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockKind, blockRegistry, kindFacts } from './blocks/registry';
import { BLOCK_CODES, identifyBlock } from './blocks/identify';

// docs/published-pages.md "Blocks" holds one row per code of the platform's block numbering, saying what the runtime
// does with a published block of that code. This checks every row against the registry and the page reader, so a
// code mapped, a reader added or a kind built without its row changing fails here.

/** The codes of the platform's `BlockType` enum (docs/published-pages.md Sources [1]), marquee 70 (visitor-runtime §3) and website components 1337. */
const PLATFORM_CODES = [
  ...Array.from({ length: 70 }, (_, i) => String(i + 1)).filter((code) => !['15', '34', '35', '36', '37', '38', '39', '40', '64'].includes(code)),
  '1337',
];

type Outcome = 'read' | 'static' | 'not read yet' | 'no kind';
interface Row {
  code: string;
  /** the registry kind the row names, and whether it names it in parentheses (a kind without this code) */
  kind: { name: string; uncoded: boolean } | null;
  outcome: Outcome;
  /** the row's reason */
  why: string;
}

/** The rows of the table under "## Blocks" whose header starts with `| code | platform name | kind | runtime |`. */
function censusRows(markdown: string): Row[] {
  const section = markdown.slice(markdown.indexOf('\n## Blocks\n'));
  const lines = section.split('\n');
  const header = lines.findIndex((line) => line.startsWith('| code | platform name | kind | runtime |'));
  if (header < 0) throw new Error('docs/published-pages.md: no census table under "## Blocks"');
  const rows: Row[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const [code, , kindCell, runtimeCell, why] = line.split('|').slice(1).map((cell) => cell.trim());
    const kind = /^(\()?`([a-z0-9-]+)`\)?$/.exec(kindCell!);
    const outcome = /^\*\*(read|static|not read yet|no kind)\*\*/.exec(runtimeCell!);
    if (!outcome) throw new Error(`docs/published-pages.md: the row of code ${code} says "${runtimeCell}", not one of read, static, not read yet, no kind`);
    if (!kind && kindCell !== '—') throw new Error(`docs/published-pages.md: the row of code ${code} names its kind as "${kindCell}"`);
    rows.push({ code: code!, kind: kind ? { name: kind[2]!, uncoded: Boolean(kind[1]) } : null, outcome: outcome[1] as Outcome, why: why ?? '' });
  }
  return rows;
}

/** What the runtime does with `<div class="sqs-block" data-block-type="<code>">`, as runtime/blocks/find.ts and runtime/blocks/mount.ts decide it. */
function outcomeOf(code: string): Outcome {
  const element = document.createElement('div');
  element.className = 'sqs-block';
  element.setAttribute('data-block-type', code);
  const { kind, source } = identifyBlock(element);
  if (source === 'static') return 'static';
  const entry = blockKind(kind);
  if (!entry?.load) return 'no kind';
  return kindFacts(kind).readsPublished ? 'read' : 'not read yet';
}

const rows = censusRows(readFileSync('docs/published-pages.md', 'utf8'));
const rowOf = new Map(rows.map((row) => [row.code, row]));

describe('the census of published block codes (docs/published-pages.md "Blocks")', () => {
  it('has exactly one row for every code of the platform numbering and none besides', () => {
    expect(rows.map((row) => row.code)).toEqual(PLATFORM_CODES);
  });

  it('lists every code the registry maps, under the kind it maps it to', () => {
    for (const [code, kind] of Object.entries(BLOCK_CODES)) {
      expect(rowOf.get(code)?.kind, `code ${code}`).toEqual({ name: kind, uncoded: false });
    }
  });

  it('names in parentheses only registry kinds that do not map the code', () => {
    for (const row of rows.filter((row) => row.kind?.uncoded)) {
      expect(blockKind(row.kind!.name), `code ${row.code}: (${row.kind!.name})`).toBeDefined();
      expect(BLOCK_CODES[row.code], `code ${row.code}: the registry maps it, so its kind is named without parentheses`).toBeUndefined();
    }
  });

  it('says why for every code', () => {
    for (const row of rows) expect(row.why, `code ${row.code}`).not.toBe('');
  });

  it('leaves a published code neither read nor static only while a built kind waits for it (named in parentheses)', () => {
    for (const row of rows.filter((row) => row.outcome !== 'read' && row.outcome !== 'static')) {
      expect(row.kind?.uncoded, `code ${row.code} is ${row.outcome} and names no built kind waiting for it`).toBe(true);
      expect(blockKind(row.kind!.name)?.load, `code ${row.code}: (${row.kind!.name}) has no chunk`).toBeDefined();
    }
  });

  it.each(rows.map((row) => [row.code, row.outcome] as const))('code %s: the runtime does what the row says (%s)', (code, outcome) => {
    expect(outcomeOf(code)).toBe(outcome);
  });
});

describe('the codes the census says are read', () => {
  // a row saying read whose code the registry does not map fails above, by its outcome
  const readKinds = [...new Set(rows.filter((row) => row.outcome === 'read').flatMap((row) => BLOCK_CODES[row.code] ?? []))];
  const exportsReader = new Map<string, boolean>();
  beforeAll(async () => {
    for (const kind of readKinds) exportsReader.set(kind, typeof (await blockRegistry[kind]!.load!()).readPublished === 'function');
  });

  it.each(readKinds)('kind "%s": its chunk exports readPublished', (kind) => {
    expect(exportsReader.get(kind)).toBe(true);
  });
});

describe('the census table reader', () => {
  const table = (...body: string[]) =>
    ['', '## Blocks', '', '| code | platform name | kind | runtime | why |', '|---|---|---|---|---|', ...body, '', '## Next'].join('\n');

  it('reads the code, the kind (in parentheses when the registry has it without the code) and the outcome', () => {
    expect(censusRows(table('| 5 | image | `image` | **read** | … |', '| 41 | audio | (`audio`) | **no kind** | … |', '| 7 | journal | — | **no kind** | … |'))).toEqual([
      { code: '5', kind: { name: 'image', uncoded: false }, outcome: 'read', why: '…' },
      { code: '41', kind: { name: 'audio', uncoded: true }, outcome: 'no kind', why: '…' },
      { code: '7', kind: null, outcome: 'no kind', why: '…' },
    ]);
  });

  it('rejects a row whose runtime column is none of the four outcomes', () => {
    expect(() => censusRows(table('| 5 | image | `image` | reads it | … |'))).toThrow('the row of code 5 says "reads it"');
  });
});
