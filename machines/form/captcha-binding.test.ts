import { describe, expect, it } from 'vitest';
import { submitBlockedByCaptcha } from './captcha-binding';

describe('submitBlockedByCaptcha (visitor-runtime §4 Form)', () => {
  it('disables a button bound to the captcha exactly while the captcha is not solved', () => {
    expect(submitBlockedByCaptcha({ bindSubmitButton: true, solved: false })).toBe(true);
    expect(submitBlockedByCaptcha({ bindSubmitButton: true, solved: true })).toBe(false);
  });

  it('never disables a button that is not bound, or a form without a captcha', () => {
    expect(submitBlockedByCaptcha({ bindSubmitButton: false, solved: false })).toBe(false);
    expect(submitBlockedByCaptcha({ bindSubmitButton: false, solved: true })).toBe(false);
    expect(submitBlockedByCaptcha(null)).toBe(false);
  });
});
