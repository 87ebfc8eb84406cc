import { fromPromise } from 'xstate';
import * as z from 'zod/mini';
import '../../runtime/schemas/messages';
import type { ReviewProduct } from '../../machines/review/answers';
import { reviewMachine, type ReviewRequestAnswer } from '../../machines/review/machine';
import type { BlockModule } from '../../runtime/block-contract';
import { REVIEWS_PATH, reviewRequestPath } from '../../runtime/commerce/review-api';
import { mountView } from '../shared/mount-view';
import { ReviewView } from './ReviewView';

/** The review request: its token, else the page address's `token` query value. */
export const schema = z.object({ token: z.optional(z.string().check(z.minLength(1))) });

const quiet = { showErrors: false, retries: 0 } as const;

async function loadRequest(token: string, signal: AbortSignal): Promise<ReviewRequestAnswer> {
  const { request } = await import('../../runtime/data-layer');
  const answer = await request<{ products?: ReviewProduct[]; unavailable?: 'expired' | 'already-reviewed' | 'no-products' }>({
    method: 'GET',
    url: reviewRequestPath(token),
    ...quiet,
  }, { signal });
  return answer.unavailable ? { unavailable: answer.unavailable } : { products: answer.products ?? [] };
}

async function submitReview(token: string, review: { productId: string; rating: number; text: string }, signal: AbortSignal): Promise<void> {
  const { request } = await import('../../runtime/data-layer');
  let answer: { refused?: 'expired' | 'already-reviewed' };
  try {
    answer = await request({ method: 'POST', url: REVIEWS_PATH, data: { token, ...review }, ...quiet }, { signal });
  } catch {
    throw { reason: 'retry' };
  }
  if (answer.refused) throw { reason: answer.refused };
}

/** The product reviews area of a reviews request page (page type 209): mounted on boot, unmounted on destroy. */
export const mount: BlockModule<z.output<typeof schema>>['mount'] = ({ id, element, startActor }, config) => {
  const token = config.token ?? new URLSearchParams(window.location.search).get('token') ?? '';
  const actor = startActor(
    id,
    reviewMachine.provide({
      actors: {
        loadRequest: fromPromise(({ signal }) => (token ? loadRequest(token, signal) : Promise.resolve<ReviewRequestAnswer>({ unavailable: 'no-products' }))),
        submitReview: fromPromise(({ input, signal }) => submitReview(token, input, signal)),
      },
    }),
  );
  element.replaceChildren();
  return { actor, unmount: mountView(ReviewView, { actorRef: actor, blockId: id }, element) };
};
