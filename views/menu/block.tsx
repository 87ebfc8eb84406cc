import { menuMachine } from '../../machines/menu/machine';
import type { BlockModule } from '../../runtime/blocks/contract';
import type { MenuConfig } from '../../runtime/menu/menu.schema';
import { mountDetached } from '../shared/mount-view';
import { PublishedMenu } from './PublishedMenu';
import { readPublishedMenu, serverMenus } from '../../runtime/menu/read-published';
import { tabTargets } from './tab-targets';
import { menuConfigValidator } from '../../runtime/menu/menu.validator.generated';

/** The menu block's lazy chunk (visitor-runtime §4 "Menu block"): the tabs chart on the server's labels and menus. */
export const schema = menuConfigValidator;
export const readPublished: BlockModule['readPublished'] = readPublishedMenu;

export const mount: BlockModule<MenuConfig>['mount'] = ({ id, element, startActor }) => {
  const { tablist, tabs: labels, panels } = serverMenus(element);
  // One menu (or none): nothing to switch between; the block stays as drawn.
  if (!tablist || labels.length < 2) return { unmount() {} };
  const actor = startActor(id, menuMachine, { input: { tabCount: labels.length } });
  const { tabs, unwrap } = tabTargets(labels);
  // The server's tabs and menus are enhanced where they are; React renders into a detached host (a root clears its container).
  const unmount = mountDetached(PublishedMenu, { actorRef: actor, blockId: id, tablist, tabs, panels });
  return {
    actor,
    unmount() {
      unmount();
      unwrap();
    },
  };
};
