import type { ActorRefFrom } from 'xstate';
import { reviewMachine } from '../../machines/review/machine';
import { ReviewView } from '../../views/reviews/ReviewView';
import { reactView } from '../harness/react-view';
import type { ChartCase } from '../harness/walk-chart';

// The review chart's walk (model-tests/review.model.test.tsx) and its page in the chart lab: the review request page,
// its request loaded and its review sent by the chart's two stand-ins.

const View = ({ actorRef }: { actorRef: ActorRefFrom<typeof reviewMachine> }) => <ReviewView actorRef={actorRef} blockId="review" />;

export const reviewCase: ChartCase<typeof reviewMachine> = {
  title: 'the review request page',
  machine: reviewMachine,
  mount: reactView(View),
  events: (snapshot) => ({
    RATE: snapshot.context.rating === null ? [{ rating: 4 }] : [],
    EDIT_TEXT: snapshot.context.text === '' ? [{ text: 'Soft and well cut.' }] : [],
    'xstate.done.actor.loadRequest': [
      { output: { products: [{ id: 'tee', name: 'Harbour T-shirt' }] } },
      { output: { products: [] } },
      { output: { unavailable: 'expired' } },
      { output: { unavailable: 'already-reviewed' } },
    ],
    'xstate.error.actor.loadRequest': [{ error: new Error('500') }],
    'xstate.error.actor.submitReview': [{ error: { reason: 'retry' } }, { error: { reason: 'already-reviewed' } }],
  }),
};

export const labCases = [reviewCase];
