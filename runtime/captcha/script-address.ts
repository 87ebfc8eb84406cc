import type { SiteContext } from '../schemas/site-context';
import { BlockSkipped, vendorAddressOf, vendorSetting } from '../vendors';

/**
 * A form's captcha script, through the vendor table (runtime/vendors.ts `captcha`): reCAPTCHA's by default, the
 * stand-in under the page's setting. An address the table refuses throws `BlockSkipped` naming the field, before
 * anything is requested. A chunk of its own: only a form with a captcha downloads the table.
 */
export function captchaScriptAddress(captcha: { scriptUrl?: string | undefined }, site: Pick<SiteContext, 'vendorStandIns'>): string {
  const script = vendorAddressOf('captcha', captcha.scriptUrl, 'captcha.scriptUrl', vendorSetting(site));
  if (!script.ok) throw new BlockSkipped(script.refusal);
  return script.href;
}
