import * as z from 'zod/mini';
import '../schemas/messages';

/**
 * A SoundCloud block's configuration (`data-block-json`): `url`, the track, set or profile as the owner pasted it
 * (checked by machines/third-party/rules.ts soundcloudTrackUrl when the block mounts: 'Invalid SoundCloud URL'), and
 * `playerUrl`, the player page it is shown in: SoundCloud's own by default (runtime/vendors.ts, where every player
 * address is checked), the reference server's stand-in under the page's vendor setting.
 */
export const soundcloudConfigSchema = z.object({
  url: z.string(),
  playerUrl: z.optional(z.string()),
});
export type SoundcloudConfig = z.output<typeof soundcloudConfigSchema>;

/**
 * The script kinds (Acuity, Zola, the two table-booking kinds) take nothing from `data-block-json`: their script is
 * named by the block's `data-script-src` attribute, as the vendor's embed code gives it, and the vendor's script reads
 * its own data attributes in the server's markup.
 */
export const vendorScriptConfigSchema = z.object({});
export type VendorScriptConfig = z.output<typeof vendorScriptConfigSchema>;
