import { reviewsConfigValidator } from '../../runtime/review/reviews.validator.generated';
import type { ReviewsConfig } from '../../runtime/review/reviews.schema';
import { reviewMachine } from '../../machines/review/machine';
import type { BlockModule } from '../../runtime/blocks/contract';
import { reviewActors } from '../../runtime/review/effects';
import { mountView } from '../shared/mount-view';
import { ReviewView } from './ReviewView';

/** Its configuration (runtime/review/reviews.schema.ts), checked without zod. */
export const schema = reviewsConfigValidator;

/** The product reviews area of a reviews request page (page type 209): mounted on boot, unmounted on destroy. */
export const mount: BlockModule<ReviewsConfig>['mount'] = ({ id, element, startActor }, config) => {
  const actor = startActor(id, reviewMachine.provide({ actors: reviewActors(config.token) }));
  element.replaceChildren();
  return { actor, unmount: mountView(ReviewView, { actorRef: actor, blockId: id }, element) };
};
