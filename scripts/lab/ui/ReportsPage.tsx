import { useId, useState } from 'react';
import { reportHref, type LabReport } from '../lab-report';
import { parsePastedReports } from '../report-parse';
import { VirtualList } from './VirtualList';

// Opening a report: the error reports and traces with a trail the reference server received, newest first, and a
// text area for one pasted from elsewhere (a support ticket, a log). Each opens at #report/<key>.

const LIST_HEIGHT = 420;

const describeReport = (report: LabReport) =>
  `${report.source} ${report.key.startsWith('pasted/') ? '' : `#${report.key} `}· ${report.title} · ${report.trail.length} steps${report.at ? ` · ${report.at}` : ''}`;

function ReportList({ reports, label }: { reports: readonly LabReport[]; label: string }) {
  return (
    <VirtualList
      items={reports}
      label={label}
      maxHeight={LIST_HEIGHT}
      itemKey={(report) => report.key}
      renderRow={(report, _, tabIndex) => (
        <a href={reportHref(report)} tabIndex={tabIndex} title={describeReport(report)}>
          {describeReport(report)}
        </a>
      )}
    />
  );
}

export function ReportsPage({ received, pasted, onPasted }: {
  received: { reports: LabReport[] | undefined; error: string | undefined; reload: () => void };
  pasted: readonly LabReport[];
  onPasted: (reports: LabReport[]) => void;
}) {
  const ids = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const open = () => {
    const parsed = parsePastedReports(text);
    if ('error' in parsed) return setError(parsed.error);
    setError(undefined);
    onPasted(parsed.reports);
    location.hash = reportHref(parsed.reports[0]!);
  };
  return (
    <div className="reports-page">
      <header className="page-header">
        <h1>Reports</h1>
        <p className="muted">Open an error report or trace that carries the flight recorder's trail, and step through its charts.</p>
      </header>
      <div className="columns">
        <section className="panel received-panel" aria-labelledby="received-heading">
          <h2 id="received-heading">Received</h2>
          <p className="muted">
            What this server received with a trail, newest first. <button type="button" onClick={received.reload}>Read again</button>
          </p>
          {received.error ? (
            <p role="alert" className="error">{received.error}</p>
          ) : !received.reports ? (
            <p aria-busy="true">Reading /_received.json…</p>
          ) : received.reports.length ? (
            <ReportList reports={received.reports} label={`Received reports with a trail (${received.reports.length})`} />
          ) : (
            <p className="muted" data-testid="no-received">No error report or trace with a trail has been received yet.</p>
          )}
        </section>
        <section className="panel" aria-labelledby="paste-heading">
          <h2 id="paste-heading">Paste a report</h2>
          <form
            className="paste-report"
            onSubmit={(submit) => {
              submit.preventDefault();
              open();
            }}
          >
            <label htmlFor={`${ids}-report`}>Report (JSON): a report event, a list of them, or a trail</label>
            <textarea
              id={`${ids}-report`}
              rows={8}
              value={text}
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${ids}-error` : undefined}
              onChange={(change) => setText(change.target.value)}
            />
            <button type="submit">Open the report</button>
            {error && (
              <p id={`${ids}-error`} role="alert" className="error">
                {error}
              </p>
            )}
          </form>
          {pasted.length > 1 && <ReportList reports={pasted} label={`Pasted reports (${pasted.length})`} />}
        </section>
      </div>
    </div>
  );
}
