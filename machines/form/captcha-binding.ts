/** The form's captcha as its submit button sees it; null when the form has none. */
export interface CaptchaBinding {
  /** `captcha.bindSubmitButton` of the block's configuration. */
  bindSubmitButton: boolean;
  solved: boolean;
}

/**
 * visitor-runtime §4 Form: a submit button bound to the captcha is disabled while the captcha is not solved: at
 * first, after an expiry, and again after a failed submission (which resets the captcha). Without a captcha, or
 * when the button is not bound to it, the captcha never disables the button (an unsolved captcha is reported on
 * submit instead: 'Complete CAPTCHA before submitting.').
 */
export function submitBlockedByCaptcha(captcha: CaptchaBinding | null): boolean {
  return captcha !== null && captcha.bindSubmitButton && !captcha.solved;
}
