import * as z from 'zod/mini';
import '../../runtime/schemas/messages';
import { reviewMachine } from '../../machines/review/machine';
import type { BlockModule } from '../../runtime/blocks/contract';
import { reviewActors } from '../../runtime/review/effects';
import { mountView } from '../shared/mount-view';
import { ReviewView } from './ReviewView';

/** The review request: its token, else the page address's `token` query value. */
export const schema = z.object({ token: z.optional(z.string().check(z.minLength(1))) });

/** The product reviews area of a reviews request page (page type 209): mounted on boot, unmounted on destroy. */
export const mount: BlockModule<z.output<typeof schema>>['mount'] = ({ id, element, startActor }, config) => {
  const actor = startActor(id, reviewMachine.provide({ actors: reviewActors(config.token) }));
  element.replaceChildren();
  return { actor, unmount: mountView(ReviewView, { actorRef: actor, blockId: id }, element) };
};
