import { assign, setup } from 'xstate';
import { enUS } from '../shared/text/en-US';
import { REVIEW_MAX_LENGTH, submitFailureMessage, type ReviewProduct, type ReviewUnavailable } from './answers';
import { providedPromise } from '../shared/provided';

export type ReviewEvent =
  | { type: 'RATE'; rating: number }
  | { type: 'EDIT_TEXT'; text: string }
  | { type: 'SUBMIT' };

export interface ReviewContext {
  product: ReviewProduct | null;
  rating: number | null;
  text: string;
  /** the message the form shows: the missing rating, or a failed submission's */
  error: string | null;
  unavailable: ReviewUnavailable | null;
}

/** What `loadRequest` resolves with: the products to review, or why there are none. */
export type ReviewRequestAnswer = { products: ReviewProduct[] } | { unavailable: ReviewUnavailable };

/**
 * A review request page (display-widgets §5, §8): the request loads; then the visitor rates with stars and writes a
 * text ('characters left'), and submits. No rating: 'Please select a star rating' and nothing is sent. The review
 * stored: 'Thanks for your feedback'. A request expired, already answered or with nothing to review shows its message
 * instead of the form. A failed submission keeps what was written: 'Try submitting your review again'.
 */
export const reviewMachine = setup({
  types: { context: {} as ReviewContext, events: {} as ReviewEvent },
  actors: {
    loadRequest: providedPromise<ReviewRequestAnswer>(),
    submitReview: providedPromise<void, { productId: string; rating: number; text: string }>(),
  },
  guards: {
    hasRating: ({ context }) => context.rating !== null,
    hasProducts: ({ event }) => 'products' in (event as unknown as { output: ReviewRequestAnswer }).output &&
      (event as unknown as { output: { products: ReviewProduct[] } }).output.products.length > 0,
    requestGone: ({ event }) => {
      const reason = ((event as unknown as { error: unknown }).error as { reason?: string } | null)?.reason;
      return reason === 'expired' || reason === 'already-reviewed';
    },
  },
}).createMachine({
  id: 'review',
  context: { product: null, rating: null, text: '', error: null, unavailable: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRequest',
        src: 'loadRequest',
        onDone: [
          { guard: 'hasProducts', target: 'editing', actions: assign({ product: ({ event }) => ('products' in event.output ? event.output.products[0]! : null) }) },
          {
            target: 'unavailable',
            actions: assign({ unavailable: ({ event }) => ('unavailable' in event.output ? event.output.unavailable : 'no-products') }),
          },
        ],
        onError: { target: 'unavailable', actions: assign({ unavailable: 'failed' }) },
      },
    },
    editing: {
      on: {
        RATE: { actions: assign({ rating: ({ event }) => Math.min(5, Math.max(1, Math.round(event.rating))), error: null }) },
        EDIT_TEXT: { actions: assign({ text: ({ event }) => event.text.slice(0, REVIEW_MAX_LENGTH) }) },
        SUBMIT: [
          { guard: 'hasRating', target: 'submitting', actions: assign({ error: null }) },
          { actions: assign({ error: enUS['validation.selectStarRating'] }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submitReview',
        src: 'submitReview',
        input: ({ context }) => ({ productId: context.product!.id, rating: context.rating!, text: context.text }),
        onDone: { target: 'thanked' },
        onError: [
          {
            guard: 'requestGone',
            target: 'unavailable',
            actions: assign({ unavailable: ({ event }) => (event.error as { reason: ReviewUnavailable }).reason }),
          },
          { target: 'editing', actions: assign({ error: ({ event }) => submitFailureMessage(event.error) }) },
        ],
      },
    },
    thanked: { type: 'final' },
    unavailable: { type: 'final' },
  },
});
