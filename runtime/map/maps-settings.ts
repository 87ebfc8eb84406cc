import type { MapsScriptChartInput } from '../../machines/maps-script/machine';
import { vendorAllowed } from '../consent/vendor-consent';
import { mapsSettingsValidator } from './map.validator.generated';
import type { MapsSettings } from './map.schema';
import type { SiteContext } from '../schemas/site-context';
import { vendorAddressOf, type VendorSetting } from '../vendors';

/**
 * What a map block's script is, from the site context (display-widgets §7), or why the block is skipped: the
 * context's `mapsSettings` (defaults for what is missing or malformed); the script through the vendor table (Google's
 * by default, the stand-in under the page's vendor setting); language and region from the settings, else the page's
 * `lang` (`en-GB` → en, GB); and whether the service may be asked now (it tracks: the page's consent rule).
 */
export function mapsScriptPlan(
  site: SiteContext,
  setting: VendorSetting,
  pageLanguage: string,
): { settings: MapsSettings; input: MapsScriptChartInput } | { skipped: string } {
  const parsed = mapsSettingsValidator.safeParse((site as Record<string, unknown>).mapsSettings ?? {});
  const settings = parsed.success ? parsed.data : mapsSettingsValidator.parse({});
  const script = vendorAddressOf('googleMaps', settings.scriptUrl, 'mapsSettings.scriptUrl', setting);
  if (!script.ok) return { skipped: script.refusal };
  const [language = '', region = ''] = pageLanguage.split('-');
  return {
    settings,
    input: {
      scriptUrl: script.href,
      key: settings.apiKey,
      language: settings.language ?? language,
      region: settings.region ?? region.toUpperCase(),
      mapId: settings.mapId,
      consented: vendorAllowed(site),
    },
  };
}
