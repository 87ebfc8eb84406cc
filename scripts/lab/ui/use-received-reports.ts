import { useCallback, useEffect, useState } from 'react';
import type { LabReport } from '../lab-report';
import { receivedReports, type ReceivedRowLike } from '../report-received';

/** Rows of each kind read: far more than a session of tests or clicking sends, few enough to read at once. */
const LIMIT = 500;
const KINDS = ['error-report', 'trace'];

/**
 * The reports with a trail the reference server received (`/_received.json`, which answers this machine only, as the
 * lab does), read when `enabled` and again on `reload`. Nothing is followed live: a report is read when asked for.
 */
export function useReceivedReports(enabled: boolean): { reports: LabReport[] | undefined; error: string | undefined; reload: () => void } {
  const [state, setState] = useState<{ reports?: LabReport[]; error?: string }>({});
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    Promise.all(
      KINDS.map(async (kind) => {
        const response = await fetch(`/_received.json?kind=${kind}&limit=${LIMIT}`);
        if (!response.ok) throw new Error(`/_received.json answered ${response.status}`);
        return (await response.json()) as ReceivedRowLike[];
      }),
    ).then(
      (rows) => current && setState({ reports: receivedReports(rows.flat()) }),
      (error: unknown) => current && setState({ error: `The received reports could not be read: ${error instanceof Error ? error.message : String(error)}` }),
    );
    return () => void (current = false);
  }, [enabled, round]);
  return { reports: state.reports, error: state.error, reload: useCallback(() => setRound((n) => n + 1), []) };
}
