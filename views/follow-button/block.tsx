import { followButtonMachine } from '../../machines/follow-button/machine';
import type { BlockModule } from '../../runtime/block-contract';
import { followButtonConfigSchema, type FollowButtonConfig } from '../../runtime/schemas/follow-button';
import { mountView } from '../shared/mount-view';
import { followButtonActors, followButtonEffects } from '../../runtime/follow-button/effects';
import { FollowButtonView } from './FollowButtonView';

/** The follow button block's lazy chunk: chart, view, and the shared script load. */
export const schema = followButtonConfigSchema;

export const mount: BlockModule<FollowButtonConfig>['mount'] = ({ id, element, startActor }, config) => {
  const chart = followButtonMachine.provide({ actors: followButtonActors(), actions: followButtonEffects(id) });
  const actor = startActor(id, chart, { input: { username: config.username, scriptUrl: config.scriptUrl } });
  // Whatever the server rendered inside (a plain fallback link, say) is replaced: the button shows only once loaded.
  const fallback = [...element.childNodes];
  element.replaceChildren();
  const unmount = mountView(FollowButtonView, { actorRef: actor, profileUrl: config.profileUrl }, element);
  return {
    actor,
    unmount: () => {
      unmount();
      element.replaceChildren(...fallback);
    },
  };
};
