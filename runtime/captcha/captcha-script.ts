import type { SiteContext } from '../schemas/site-context';

/**
 * How a form block's captcha finds its script (runtime/captcha/effects.ts `ScriptFor`): through the vendor table,
 * which is loaded only by a form that has a captcha (a chunk of its own: forms without one never download it).
 */
export const captchaScriptFor =
  (site: Pick<SiteContext, 'vendorStandIns'>, blockId: string) =>
  async (given: string | null): Promise<string> =>
    (await import('./script-address')).checkedCaptchaScript(given ?? undefined, site, blockId);
