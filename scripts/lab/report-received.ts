import type { LabReport } from './lab-report';
import { readTrail, reportTitle } from './report-trail';

// The reports the reference server received that the lab can open: the error reports and trace entries of
// `/_received.json` rows that carry a trail. Each row is one request, a list of reports or entries.

/** A row of `/_received.json` (scripts/server/store.ts `ReceivedRow`), as far as the lab reads it. */
export interface ReceivedRowLike {
  id: number;
  kind: string;
  payload: unknown;
  receivedAt: string;
}

const SOURCES: Record<string, LabReport['source']> = { 'error-report': 'error report', trace: 'trace' };

/** Every entry with a valid trail, newest row first, in each row in the order sent. */
export function receivedReports(rows: readonly ReceivedRowLike[]): LabReport[] {
  return [...rows]
    .filter((row) => SOURCES[row.kind] && Array.isArray(row.payload))
    .sort((a, b) => b.id - a.id)
    .flatMap((row) =>
      (row.payload as unknown[]).flatMap((entry, index) => {
        const read = typeof entry === 'object' && entry !== null ? readTrail((entry as { trail?: unknown }).trail) : undefined;
        if (!read || 'problem' in read) return [];
        return [{ key: `${row.id}/${index}`, source: SOURCES[row.kind]!, title: reportTitle(entry), at: row.receivedAt, trail: read.trail }];
      }),
    );
}
