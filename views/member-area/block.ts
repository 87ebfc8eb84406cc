import { memberAreaAnatomy } from '../../machines/member-area/anatomy';
import { MEMBERS_ONLY_BADGE, MEMBERS_ONLY_LOCK, memberAreaViewer } from '../../machines/member-area/rules';
import type { BlockModule } from '../../runtime/block-contract';
import { memberAreaConfigSchema, type MemberAreaConfig } from '../../runtime/schemas/member-area';
import { propBinder } from '../shared/bind-props';
import { html } from '../shared/dom';

/**
 * The member area block's lazy chunk (docs/blocks.md "Member area"): its members-only part shown as such to a signed-in
 * account and locked for a visitor, who gets the site's login control (the chrome's `[data-action="login"]`) and the
 * join link. The lock is presentation: a page must not carry what a visitor may not read (the server leaves it out).
 */
export const schema = memberAreaConfigSchema;
export const mountError = 'Members-only content not found';

export const mount: BlockModule<MemberAreaConfig>['mount'] = ({ id, element, site }, config) => {
  const content = element.querySelector<HTMLElement>('[data-members-only]');
  if (!content) throw new Error(mountError);
  const doc = element.ownerDocument;
  const viewer = memberAreaViewer(site.authenticatedAccount);
  const binder = propBinder();
  binder.bind(element, { ...memberAreaAnatomy.attrs('root'), 'data-state': viewer });
  const added =
    viewer === 'member'
      ? html(doc, 'p', { ...memberAreaAnatomy.attrs('badge'), id: `${id}-members-only` }, MEMBERS_ONLY_BADGE)
      : html(
          doc,
          'div',
          { ...memberAreaAnatomy.attrs('lock'), role: 'note' },
          html(doc, 'p', {}, MEMBERS_ONLY_LOCK),
          html(doc, 'p', {}, html(doc, 'button', { type: 'button', 'data-action': 'login' }, 'Log in'), config.joinUrl ? ' or ' : null, config.joinUrl ? html(doc, 'a', { href: config.joinUrl }, 'become a member') : null),
        );
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
