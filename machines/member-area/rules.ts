/** Who looks at a member area (docs/blocks.md "Member area"): an account signed in to the site, or a visitor. */
export type MemberAreaViewer = 'member' | 'visitor';

export const MEMBERS_ONLY_BADGE = 'Members only';
export const MEMBERS_ONLY_LOCK = 'This content is for site members only.';

/** The viewer, from the site context's authenticated account (the runtime's one login state). */
export const memberAreaViewer = (account: { id?: string | undefined } | null | undefined): MemberAreaViewer => (account ? 'member' : 'visitor');
