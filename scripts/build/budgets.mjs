// `npm run budgets`: sets size-budgets.json's files and entries to one rule, ceil(measured × 1.005 / 256) × 256 (0.5 %
// headroom, rounded up to 256 bytes), capped at the goals where the measure is within them (docs/budgets.md).
// Run it after building both renderers (npm run build; RENDERER=preact DIST_DIR=dist-preact npm run build); extra
// arguments name new files to budget. Page budgets are set by hand: each is a goal, not a measure.
import { readFileSync, writeFileSync } from 'node:fs';
const budgets = JSON.parse(readFileSync('size-budgets.json', 'utf8'));
const rule = (m) => Math.ceil((m * 1.005) / 256) * 256;
// the core: 20 KB, and 0.5 KB for the flight recorder (issue 40 gives it at most 0.6 KB)
const CORE = 20480 + 512;
const caps = { 'runtime.js': CORE, runtime: CORE, 'blocks/gallery.js': 12288 };
const changes = [];
for (const [renderer, dir] of [['react', 'dist'], ['preact', 'dist-preact']]) {
  const sizes = JSON.parse(readFileSync(`${dir}/size.json`, 'utf8'));
  const b = budgets[renderer];
  for (const file of Object.keys(b.files)) {
    const m = sizes.files[file]?.gzip;
    if (m === undefined) { changes.push(`${renderer} file ${file} not built: removed`); delete b.files[file]; continue; }
    let next = rule(m);
    if (caps[file] && m <= caps[file]) next = Math.min(next, caps[file]);
    if (next !== b.files[file]) changes.push(`${renderer} file ${file}: ${b.files[file]} -> ${next} (measured ${m})`);
    b.files[file] = next;
  }
  for (const extra of process.argv.slice(2)) if (!b.files[extra] && sizes.files[extra]) { b.files[extra] = rule(sizes.files[extra].gzip); changes.push(`${renderer} file ${extra}: new ${b.files[extra]} (measured ${sizes.files[extra].gzip})`); }
  for (const name of Object.keys(sizes.entries)) {
    const m = sizes.entries[name].gzip;
    let next = rule(m);
    if (caps[name] && m <= caps[name]) next = Math.min(next, caps[name]);
    const old = b.entries[name];
    if (!old) { b.entries[name] = { gzip: next, react: sizes.entries[name].includesReact }; changes.push(`${renderer} entry ${name}: new ${next} (measured ${m})`); continue; }
    if (next !== old.gzip) changes.push(`${renderer} entry ${name}: ${old.gzip} -> ${next} (measured ${m})`);
    old.gzip = next;
  }
  for (const name of Object.keys(b.entries)) if (!sizes.entries[name]) { delete b.entries[name]; changes.push(`${renderer} entry ${name}: removed`); }
}
writeFileSync('size-budgets.json', JSON.stringify(budgets, null, 2) + '\n');
console.log(changes.join('\n'));
