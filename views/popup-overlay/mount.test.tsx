// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableIframePageLoading":true,"disableJavaScriptFileLoading":true,"disableCSSFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startActor, stopActor } from '../../runtime/actors';
import { siteContextSchema } from '../../runtime/schemas/site-context';
import { mountPopupOverlay } from './mount';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const settings = { style: 'lightbox', version: 1, showUntilSignup: false, displayFrequency: 0, enableMobile: true, showOnAllPages: true, enabledPages: [] };

const content = (captcha: Record<string, unknown>) => ({
  title: 'Fresh bread news',
  form: {
    formId: 'overlay-newsletter',
    submission: { variant: 'collection', formId: '5f1e0c0ffee0000000000300', objectName: 'popup-overlay' },
    fields: [{ id: 'email', type: 'email', label: 'Email', required: true }],
    captcha,
  },
});

let unmount = () => {};
afterEach(() => {
  act(() => unmount());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('the popup overlay with a newsletter whose captcha script the vendor table refuses', () => {
  it('shows without its form, says why once, and asks the unlisted host for nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The overlay tells the census it showed (runtime/tracking/census.ts): answered here, and counted.
    const fetched = vi.fn(async (_address: string | URL | Request) => new Response('{}'));
    vi.stubGlobal('fetch', fetched);
    act(() => {
      unmount = mountPopupOverlay({
        doc: document,
        site: siteContextSchema.parse({}),
        settings,
        content: content({ siteKey: 'k', scriptUrl: 'https://tracker.invalid/recaptcha/api.js' }),
        actors: { startActor, stopActor },
        onClosed: () => {},
        onSignedUp: () => {},
      });
    });
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(document.body.textContent).toContain('Fresh bread news');
    expect(document.querySelectorAll('form, input[type="email"]')).toHaveLength(0);
    expect(document.querySelectorAll('script[src*="tracker.invalid"]')).toHaveLength(0);
    expect(fetched.mock.calls.map(([address]) => String(address))).toEqual(['/api/census/overlay']);
    expect(error.mock.calls.map((call) => call.join(' '))).toEqual([
      '[visitor-runtime] The popup overlay shows without its form: its captcha.scriptUrl "https://tracker.invalid/recaptcha/api.js" is refused (tracker.invalid is not a host of reCAPTCHA).',
    ]);
  });

});
