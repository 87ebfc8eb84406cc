import * as z from 'zod/mini';
import '../schemas/messages';

/** Where a handle goes when the block names no network: its profile address is this followed by the handle. */
export const DEFAULT_FOLLOW_PROFILE_URL = 'https://x.com/';

/**
 * Configuration of a follow button block (`data-block-json`, display-widgets §4 "Follow button"). `username` is the
 * account to follow, with or without '@'; a blank one fails here, so no button links to nobody.
 */
export const followButtonConfigSchema = z.object({
  username: z.string().check(z.regex(/[^\s@]/, 'a username is required')),
  /** The network's follow script: X's by default (runtime/vendors.ts, which checks every script address). */
  scriptUrl: z.optional(z.string()),
  profileUrl: z._default(z.string().check(z.minLength(1)), DEFAULT_FOLLOW_PROFILE_URL),
});

export type FollowButtonConfig = z.output<typeof followButtonConfigSchema>;
