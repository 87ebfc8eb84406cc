// What the review request and review calls answer, and the message each shows (display-widgets §8 "Reviews").
import { enUS } from '../shared/text/en-US';

/** The longest review text. The spec does not show the maximum; ours. */
export const REVIEW_MAX_LENGTH = 1000;

export interface ReviewProduct {
  id: string;
  name: string;
}

/** Why a review request cannot be answered (docs/commerce.md "Reviews"). */
export type ReviewUnavailable = 'expired' | 'already-reviewed' | 'no-products' | 'failed';

export const unavailableMessage = (reason: ReviewUnavailable): string =>
  ({
    expired: enUS['review.requestExpired'],
    'already-reviewed': enUS['review.alreadyReviewed'],
    'no-products': enUS['review.noProducts'],
    failed: enUS['review.somethingWentWrong'],
  })[reason];

/** What a failed submission means: the request ran out or was used meanwhile, or try again. */
export type SubmitFailure = { reason: 'expired' | 'already-reviewed' | 'retry' };

export const submitFailureMessage = (failure: unknown): string => {
  const reason = (failure as Partial<SubmitFailure> | null)?.reason;
  if (reason === 'expired') return enUS['review.requestExpired'];
  if (reason === 'already-reviewed') return enUS['review.alreadyReviewed'];
  return enUS['review.tryAgain'];
};

/** '{n} characters left' (display-widgets §5), never below 0. */
export const charactersLeft = (text: string, max = REVIEW_MAX_LENGTH): string => {
  const left = Math.max(0, max - text.length);
  return `${left} character${left === 1 ? '' : 's'} left`;
};
