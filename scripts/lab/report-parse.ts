import type { LabReport } from './lab-report';
import { looksLikeStep, readTrail, reportTitle } from './report-trail';

// A report pasted into the lab: one report event `{ event, data, timestamp, trail }` (or a trace entry), a list of
// them (the body of POST /api/events/RecordJavascriptErrors), or a bare trail. Every failure is a sentence the lab
// shows as it is.

const SHAPES = 'a report event {"event", "data", "timestamp", "trail"}, a list of them, or a trail (a list of steps)';

const timestampText = (entry: Record<string, unknown>) =>
  typeof entry.timestamp === 'number' && Number.isFinite(entry.timestamp) ? { at: new Date(entry.timestamp).toISOString() } : {};

/** One entry's report, or why it is none. */
function entryReport(entry: unknown, index: number): LabReport | string {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return `entry ${index + 1} is not a report event`;
  const fields = entry as Record<string, unknown>;
  if (!('trail' in fields)) return `entry ${index + 1} carries no trail (its page's flight recorder was off, or it is not a report)`;
  const read = readTrail(fields.trail);
  if ('problem' in read) return `entry ${index + 1}: ${read.problem}`;
  return { key: `pasted/${index}`, source: 'pasted', title: reportTitle(entry), ...timestampText(fields), trail: read.trail };
}

/** The reports in pasted text, or the one sentence that says why there are none. */
export function parsePastedReports(text: string): { reports: LabReport[] } | { error: string } {
  if (!text.trim()) return { error: `Nothing pasted: paste ${SHAPES}.` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (problem) {
    return { error: `Not JSON: ${problem instanceof Error ? problem.message : String(problem)}.` };
  }
  if (Array.isArray(value) && value.length && value.every(looksLikeStep)) {
    const read = readTrail(value);
    return 'problem' in read ? { error: `Not a trail: ${read.problem}.` } : { reports: [{ key: 'pasted/0', source: 'pasted', title: 'a trail', trail: read.trail }] };
  }
  if (Array.isArray(value)) {
    if (!value.length) return { error: `An empty list: paste ${SHAPES}.` };
    const read = value.map(entryReport);
    const reports = read.filter((entry): entry is LabReport => typeof entry !== 'string');
    // A list of reports may hold some without a trail (sent while the recorder was off): those are left out.
    if (reports.length) return { reports };
    return { error: `No report in the list carries a trail: ${read[0] as string}.` };
  }
  if (typeof value === 'object' && value !== null) {
    const report = entryReport(value, 0);
    if (typeof report !== 'string') return { reports: [report] };
    return { error: 'trail' in value ? `Not a trail: ${report.replace(/^entry 1: /, '')}.` : `This report carries no trail (no "trail" field): paste ${SHAPES}.` };
  }
  return { error: `Not a report: paste ${SHAPES}.` };
}
