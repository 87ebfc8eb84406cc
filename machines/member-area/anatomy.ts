import { createAnatomy } from '../shared/anatomy';

/**
 * A member area block: `root` the server's block (`data-state` member or visitor), `content` its members-only part
 * (`[data-members-only]`), `badge` the line that marks it for a member, `lock` the notice that replaces it for a visitor.
 */
export const memberAreaAnatomy = createAnatomy('member-area', ['root', 'content', 'badge', 'lock']);
