import { fromPromise } from 'xstate';
import type { ReviewProduct } from '../../machines/review/answers';
import type { ReviewRequestAnswer } from '../../machines/review/machine';
import { REVIEWS_PATH, reviewRequestPath } from '../commerce/review-api';

const quiet = { showErrors: false, retries: 0 } as const;

async function loadRequest(token: string, signal: AbortSignal): Promise<ReviewRequestAnswer> {
  const { request } = await import('../data-layer');
  const answer = await request<{ products?: ReviewProduct[]; unavailable?: 'expired' | 'already-reviewed' | 'no-products' }>({
    method: 'GET',
    url: reviewRequestPath(token),
    ...quiet,
  }, { signal });
  return answer.unavailable ? { unavailable: answer.unavailable } : { products: answer.products ?? [] };
}

async function submitReview(token: string, review: { productId: string; rating: number; text: string }, signal: AbortSignal): Promise<void> {
  const { request } = await import('../data-layer');
  let answer: { refused?: 'expired' | 'already-reviewed' };
  try {
    answer = await request({ method: 'POST', url: REVIEWS_PATH, data: { token, ...review }, ...quiet }, { signal });
  } catch {
    throw { reason: 'retry' };
  }
  if (answer.refused) throw { reason: answer.refused };
}

/** The review request's token: the block's own, else the page address's `token` query value (empty: none). */
export const reviewToken = (configured: string | undefined, search: string) => configured ?? new URLSearchParams(search).get('token') ?? '';

/**
 * The review chart's two requests for the block's token, else the address's (read here, once); without a token there
 * is nothing to review.
 */
export function reviewActors(configured: string | undefined, search: string = location.search) {
  const token = reviewToken(configured, search);
  return {
    loadRequest: fromPromise<ReviewRequestAnswer>(({ signal }) => (token ? loadRequest(token, signal) : Promise.resolve<ReviewRequestAnswer>({ unavailable: 'no-products' }))),
    submitReview: fromPromise<void, { productId: string; rating: number; text: string }>(({ input, signal }) => submitReview(token, input, signal)),
  };
}
