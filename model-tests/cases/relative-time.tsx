import type { ActorRefFrom } from 'xstate';
import { relativeTimeMachine } from '../../machines/relative-time/machine';
import { RelativeTimeView } from '../../views/relative-time/RelativeTimeView';
import { reactView } from '../harness/react-view';
import type { ChartCase } from '../harness/walk-chart';

// The relative-time chart's walk (model-tests/relative-time.model.test.tsx) and its page in the chart lab: a blog
// post published at DATE whose date the page rendered as text, which shows until the clock's first reading.

export const DATE = Date.UTC(2026, 10, 21, 8, 17);
export const PAGE_TEXT = 'November 21, 2026';
export const LOCALE = 'en-US';

const View = ({ actorRef }: { actorRef: ActorRefFrom<typeof relativeTimeMachine> }) => (
  <RelativeTimeView actorRef={actorRef} fallbackText={PAGE_TEXT} locale={LOCALE} />
);

export const relativeTimeCase: ChartCase<typeof relativeTimeMachine> = {
  title: 'a post published at 08:17 UTC on 21 November 2026',
  machine: relativeTimeMachine,
  input: { date: DATE },
  mount: reactView(View),
  // The clock's readings (at start, then each 5 s refresh); these moments cover every bucket, a refresh within one,
  // and a clock set back.
  events: {
    TICK: [
      { now: DATE + 2_000 }, // just now
      { now: DATE + 10_000 }, // about 10 seconds ago
      { now: DATE + 35_000 }, // about 35 seconds ago (a later refresh)
      { now: DATE + 86_400_000 }, // a day later: the formatted date
    ],
  },
};

export const labCases = [relativeTimeCase];
