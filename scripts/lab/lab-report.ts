import type { TrailStep } from '../../machines/shared/trail';

/** A report the lab can open: one report event or trace entry with its trail, received by the server or pasted. */
export interface LabReport {
  /** Its route after `#report/`: `<received row id>/<index in the row>`, or `pasted/<index>`. */
  key: string;
  /** Where it came from: `error report`, `trace` or `pasted`. */
  source: 'error report' | 'trace' | 'pasted';
  /** Its message or type, one line. */
  title: string;
  /** When it was sent (the report's timestamp) or received, ISO text, when known. */
  at?: string;
  trail: TrailStep[];
}

/** The route of a report in the lab's address. */
export const reportHref = (report: Pick<LabReport, 'key'>) => `#report/${report.key}`;
