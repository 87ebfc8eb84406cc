import type { SiteContext } from '../schemas/site-context';
import { defaultVendorAddress, refusal, vendorAddress, vendorSetting, type VendorSetting } from '../vendors';

/**
 * A form's captcha script through the vendor table: the block's `captcha.scriptUrl`, else reCAPTCHA's own (the
 * stand-in under the page's vendor setting); the absolute address, or the console's words for the refusal.
 */
export function captchaScriptAddress(given: string | undefined, setting: VendorSetting): { href: string } | { refused: string } {
  const address = given ?? defaultVendorAddress('captcha', setting);
  const verdict = vendorAddress(address, ['captcha'], setting);
  return verdict.ok ? { href: verdict.href } : { refused: refusal('captcha.scriptUrl', address, verdict.problem) };
}

/** The captcha's script for a form block of the page, or an error naming the block and the field. */
export function checkedCaptchaScript(given: string | undefined, site: Pick<SiteContext, 'vendorStandIns'>, blockId: string): string {
  const script = captchaScriptAddress(given, vendorSetting(site));
  if ('refused' in script) throw new Error(`Captcha not set up: the form block #${blockId} loads nothing: ${script.refused}`);
  return script.href;
}
