import { useEffect, useState } from 'react';
import type { LabChart } from '../charts';
import type { LabReport } from '../lab-report';
import { ChartPage } from './ChartPage';
import { LiveActorPage } from './LiveActorPage';
import { ReportPage } from './ReportPage';
import { ReportsPage } from './ReportsPage';
import { useLivePages } from './use-live-pages';
import { useReceivedReports } from './use-received-reports';
import { VirtualList } from './VirtualList';

// The lab: reports to open, every chart of machines/ and every live page's actors in the navigation, the chosen one
// beside it. The choice is the address's fragment (#reports, #report/<received id>/<index> or #report/pasted/<index>,
// #chart/<id>, #live/<page>/<actor>), so it survives a reload and can be linked (a pasted report only until the
// lab is reloaded: it is kept nowhere else).

/** A live page's actor list shows this many px of rows at most (a 20-gallery page has hundreds). */
const LIVE_LIST_HEIGHT = 420;

const useHash = () => {
  const [hash, setHash] = useState(() => location.hash.slice(1));
  useEffect(() => {
    const changed = () => setHash(location.hash.slice(1));
    addEventListener('hashchange', changed);
    return () => removeEventListener('hashchange', changed);
  }, []);
  return hash;
};

export function Lab({ charts }: { charts: LabChart[] }) {
  const hash = useHash();
  const { pages, connected } = useLivePages();
  const [kind, first, second] = hash.split('/').map(decodeURIComponent);
  const chart = kind === 'chart' ? charts.find((c) => c.id === first) : undefined;
  const livePage = kind === 'live' ? pages.get(first ?? '') : undefined;
  const liveActor = livePage?.actors.get(second ?? '');
  const [pasted, setPasted] = useState<LabReport[]>([]);
  const received = useReceivedReports(kind === 'reports' || kind === 'report');
  const reportKey = kind === 'report' ? `${first}/${second}` : undefined;
  const report = reportKey === undefined ? undefined : (first === 'pasted' ? pasted : (received.reports ?? [])).find((r) => r.key === reportKey);

  return (
    <div className="lab">
      <nav aria-label="Reports, charts and live pages">
        <h2 id="reports-heading">Reports</h2>
        <ul aria-labelledby="reports-heading">
          <li>
            <a href="#reports" aria-current={kind === 'reports' ? 'page' : undefined}>
              Open a report
            </a>
          </li>
        </ul>
        <h2 id="charts-heading">Charts ({charts.length})</h2>
        <ul aria-labelledby="charts-heading" className="chart-list">
          {charts.map((c) => (
            <li key={c.id}>
              <a href={`#chart/${encodeURIComponent(c.id)}`} aria-current={c === chart ? 'page' : undefined}>
                {c.id}
                {c.cases.length ? (c.cases[0]!.noView !== undefined ? ' ○' : '') : ' ·'}
              </a>
            </li>
          ))}
        </ul>
        <h2 id="live-heading">Live pages</h2>
        <p className="muted">{connected ? 'Open a page with ?inspect=lab to follow it here.' : 'Not connected to the server.'}</p>
        {[...pages.values()].map((page) => (
          <section key={page.id} className="live-page" aria-label={`Live page ${page.title}`}>
            <h3>{page.title || page.url}</h3>
            <VirtualList
              items={[...page.actors.values()]}
              label={`Actors of ${page.title || page.url} (${page.actors.size})`}
              maxHeight={LIVE_LIST_HEIGHT}
              itemKey={(actor) => actor.sessionId}
              renderRow={(actor, _, tabIndex) => (
                <a
                  href={`#live/${encodeURIComponent(page.id)}/${encodeURIComponent(actor.sessionId)}`}
                  tabIndex={tabIndex}
                  aria-current={actor === liveActor ? 'page' : undefined}
                >
                  {actor.chartId} <span className="muted">{actor.sessionId}</span>
                </a>
              )}
            />
          </section>
        ))}
      </nav>
      <main>
        {kind === 'reports' ? (
          <ReportsPage received={received} pasted={pasted} onPasted={setPasted} />
        ) : report ? (
          <ReportPage key={report.key} report={report} charts={charts} />
        ) : reportKey !== undefined ? (
          <div className="welcome">
            <h1>Report {reportKey}</h1>
            {first !== 'pasted' && !received.reports && !received.error ? (
              <p aria-busy="true">Reading /_received.json…</p>
            ) : (
              <p role="alert">
                {received.error ?? `No report ${reportKey} with a trail is here${first === 'pasted' ? ' (a pasted report is kept until the lab is reloaded)' : ''}.`}{' '}
                <a href="#reports">Open another report</a>
              </p>
            )}
          </div>
        ) : chart ? (
          <ChartPage key={chart.id} chart={chart} />
        ) : livePage && liveActor ? (
          <LiveActorPage key={`${livePage.id}/${liveActor.sessionId}`} page={livePage} actor={liveActor} chart={charts.find((c) => c.id === liveActor.chartId)} />
        ) : (
          <div className="welcome">
            <h1>Chart lab</h1>
            <p>Choose a chart to see its diagram and step through it with its real view, a live page's actor to follow it, or open a report to step through its trail.</p>
            <p className="muted">Charts marked ○ have no view of their own; charts marked · have no shared model-test case yet: their actor runs without a view.</p>
          </div>
        )}
      </main>
    </div>
  );
}
