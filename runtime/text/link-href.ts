import { checkLink, linkScheme, type CurrentLocation, type LinkProblem } from './links';

/** Why a block's link is not followed, for its console line. */
const PROBLEMS: { [R in LinkProblem['reason']]: (problem: Extract<LinkProblem, { reason: R }>) => string } = {
  tooLong: ({ cap, limit }) => `a ${cap} link must be shorter than ${limit} characters`,
  malformedProtocol: () => 'its protocol is malformed (http, https and ftp need "//")',
  telephoneDigits: () => 'a telephone number needs 4 or more digits',
  telephoneCharacters: () => 'a telephone number holds only digits, "+" and "-"',
  mailtoAddress: () => 'a mailto address needs exactly one "@" and a dot extension',
};

export type LinkHref = { href: string; problem?: never } | { href: null; problem?: string };

/**
 * The link rules of visitor-runtime §5 applied to a block's link (a button's, an image's): an empty link is no link; a link that breaks a
 * rule (length cap, telephone, mailto, malformed protocol) is not followed and says why; an external address typed
 * without its protocol ('example.com') gets the page's, so the browser does not read it as a path on this site.
 * Anything else is kept as written.
 */
export function linkHref(href: string, current: CurrentLocation): LinkHref {
  const check = checkLink(href, current);
  if (!check.valid) {
    const describe = PROBLEMS[check.reason] as (problem: LinkProblem) => string;
    return { href: null, problem: describe(check) };
  }
  if (check.kind === 'empty') return { href: null };
  const link = href.trim();
  if (check.kind === 'external' && linkScheme(link) === null && !link.startsWith('//')) return { href: `${current.protocol}//${link}` };
  return { href: link };
}
