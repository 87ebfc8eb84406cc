import type { BlockModule } from '../../runtime/blocks/contract';
import { readCookie, VISITOR_RECORD_COOKIE } from '../../runtime/cookies';
import { logError } from '../../runtime/log';
import { pageFacts } from '../../runtime/page-facts';
import type { ButtonConfig } from '../../runtime/button/button.schema';
import { buttonPayload, censusPageFields, recordButton, type ButtonFields } from '../../runtime/tracking/census';
import { whenCensusAllowed } from '../../runtime/tracking/census-allowed';
import { afterVisitRecorded } from '../../runtime/tracking/visit-recorded';
import { buttonFields, buttonLink } from '../../runtime/button/fields';
import { linkHref } from '../../runtime/text/link-href';
import { readPublishedButton } from '../../runtime/button/read-published';
import { buttonConfigValidator } from '../../runtime/button/button.validator.generated';

/** The button block's lazy chunk (visitor-runtime §2): no state beyond the block's lifecycle and no React. */
export const schema = buttonConfigValidator;
export const readPublished: BlockModule['readPublished'] = readPublishedButton;

/** Logged when the block holds no link; the block is then skipped. */
export const mountError = 'Button link not found';

/** Blocks whose render was counted: once per element for the page's life, whatever destroy/boot or consent do later. */
const rendered = new WeakSet<Element>();

const LINK_ATTRIBUTES = ['href', 'target', 'rel'] as const;

/**
 * The §5 link rules on the server's link, and its new-window setting; a link that breaks a rule is not followed.
 * Returns the restore: destroy gives the server its link back.
 */
function applyLinkRules(link: HTMLAnchorElement, id: string, newWindow: boolean): () => void {
  const drawn = LINK_ATTRIBUTES.map((name) => [name, link.getAttribute(name)] as const);
  const written = link.getAttribute('href');
  if (written !== null) {
    const { href, problem } = linkHref(written, location);
    if (problem) logError(`Button #${id}: its link "${written}" is not followed: ${problem}.`);
    if (href === null) link.removeAttribute('href');
    else if (href !== written) link.setAttribute('href', href);
  }
  if (newWindow) {
    link.target = '_blank';
    const rel = new Set(link.rel.split(/\s+/).filter(Boolean)).add('noopener');
    link.rel = [...rel].join(' ');
  } else if (link.target === '_blank') link.removeAttribute('target');
  return () => {
    for (const [name, value] of drawn) {
      if (value === null) link.removeAttribute(name);
      else link.setAttribute(name, value);
    }
  };
}

/**
 * Binds onto the server's link (it renders nothing): applies the link rules, then, while the census is allowed
 * (consent and the page's skip rules, runtime/tracking/census-allowed.ts) and once the tracking chunk has
 * recorded the visit, reports button-render once and button-click on each click of the link. The link is followed natively: the click call is `keepalive`.
 */
export const mount: BlockModule<ButtonConfig>['mount'] = ({ id, element, site }, config) => {
  const link = buttonLink(element);
  if (!link) throw new Error(mountError);
  const fields: ButtonFields = buttonFields(config, id, link);
  const restoreLink = applyLinkRules(link, id, fields.newWindow);
  const report = (kind: 'render' | 'click') => {
    const page = censusPageFields(pageFacts(site), site.item?.recordType);
    void recordButton(kind, buttonPayload(fields, readCookie(VISITOR_RECORD_COOKIE) ?? '', page));
  };
  // The payload carries the visitor cookie: the census waits for the tracking chunk to have recorded the visit.
  const stopCensus = whenCensusAllowed(site, () => {
    const onClick = () => report('click');
    const cancel = afterVisitRecorded(element.ownerDocument, () => {
      if (!rendered.has(element)) {
        rendered.add(element);
        report('render');
      }
      link.addEventListener('click', onClick);
    });
    return () => {
      cancel();
      link.removeEventListener('click', onClick);
    };
  });
  return {
    unmount() {
      stopCensus();
      restoreLink();
    },
  };
};
