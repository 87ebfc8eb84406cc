// The /_received page: what the platform received, grouped by page load. Payloads are visitor-controlled text,
// so everything shown is escaped.
import { escapeHtml } from './http-util';
import type { ReceivedRow } from './store';

export function renderReceivedPage(rows: readonly ReceivedRow[]): string {
  const groups = new Map<string, ReceivedRow[]>();
  for (const row of rows) {
    const group = row.pageLoad ?? '';
    groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  const sections = [...groups].map(([pageLoad, groupRows]) => {
    const items = groupRows
      .map(
        (row) => `<li><b>${escapeHtml(row.kind)}</b> ${escapeHtml(row.endpoint)}
<time>${escapeHtml(row.receivedAt)}</time><pre>${escapeHtml(JSON.stringify(row.payload, null, 2))}</pre></li>`,
      )
      .join('\n');
    const title = pageLoad ? `Page load ${escapeHtml(pageLoad)}` : 'No page load id';
    return `<section><h2>${title}</h2><ol>${items}</ol></section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Received</title>
<style>body{font-family:sans-serif;margin:2rem}pre{background:#f4f4f4;padding:.5rem;overflow:auto}</style></head>
<body><h1>Received (${rows.length}, newest first)</h1>
${sections.join('\n') || '<p>Nothing received yet.</p>'}
</body></html>`;
}

export function renderNotFoundPage(path: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not found</title></head>
<body><h1>Page not found</h1><p>No page at ${escapeHtml(path)}.</p></body></html>`;
}
