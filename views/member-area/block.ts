import { memberAreaAnatomy } from '../../machines/member-area/anatomy';
import { MEMBERS_ONLY_BADGE, MEMBERS_ONLY_LOCK, memberAreaViewer } from '../../machines/member-area/rules';
import type { BlockModule } from '../../runtime/blocks/contract';
import type { MemberAreaConfig } from '../../runtime/member-area/member-area.schema';
import { propBinder } from '../shared/bind-props';
import { memberAreaConfigValidator } from '../../runtime/member-area/member-area.validator.generated';

/**
 * The member area block's lazy chunk (docs/blocks.md "Member area"): its members-only part shown as such to a signed-in
 * account and locked for a visitor, who gets the site's login control (the chrome's `[data-action="login"]`) and the
 * join link. The lock is presentation: a page must not carry what a visitor may not read (the server leaves it out).
 */
export const schema = memberAreaConfigValidator;
export const mountError = 'Members-only content not found';

export const mount: BlockModule<MemberAreaConfig>['mount'] = ({ id, element, site }, config) => {
  const content = element.querySelector<HTMLElement>('[data-members-only]');
  if (!content) throw new Error(mountError);
  const doc = element.ownerDocument;
  const viewer = memberAreaViewer(site.authenticatedAccount);
  const binder = propBinder();
  binder.bind(element, { ...memberAreaAnatomy.attrs('root'), 'data-state': viewer });
  // Drawn with the DOM itself (a few static elements): the chart's element helper would be shared with this chunk, and
  // a shared helper this small goes into the chunk every block page downloads (docs/budgets.md).
  const added = doc.createElement(viewer === 'member' ? 'p' : 'div');
  binder.bind(added, viewer === 'member' ? { ...memberAreaAnatomy.attrs('badge'), id: `${id}-members-only` } : { ...memberAreaAnatomy.attrs('lock'), role: 'note' });
  if (viewer === 'member') added.textContent = MEMBERS_ONLY_BADGE;
  else {
    const login = doc.createElement('button');
    login.type = 'button';
    login.setAttribute('data-action', 'login');
    login.textContent = 'Log in';
    const line = doc.createElement('p');
    line.append(login);
    if (config.joinUrl) {
      const join = doc.createElement('a');
      join.href = config.joinUrl;
      join.textContent = 'become a member';
      line.append(' or ', join);
    }
    const lock = doc.createElement('p');
    lock.textContent = MEMBERS_ONLY_LOCK;
    added.append(lock, line);
  }
  binder.bind(content, {
    ...memberAreaAnatomy.attrs('content'),
    ...(viewer === 'member' ? { role: 'region', 'aria-labelledby': `${id}-members-only` } : { hidden: true, inert: true }),
  });
  content.before(added);
  return {
    unmount() {
      added.remove();
      binder.restore();
    },
  };
};
