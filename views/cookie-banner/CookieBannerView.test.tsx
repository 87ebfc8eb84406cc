// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { cookieBannerMachine } from '../../machines/cookie-banner/machine';
import { normaliseCookieBannerSettings } from '../../machines/cookie-banner/settings';
import { renderCookieBanner } from './mount';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanup = () => {};
afterEach(() => cleanup());

function open(raw: Record<string, unknown>) {
  document.body.innerHTML = '<main><button id="page-button">On the page</button><a id="elsewhere" href="/x">elsewhere</a></main>';
  const opener = document.getElementById('page-button')!;
  opener.focus();
  const stored: string[] = [];
  const actor = createActor(
    cookieBannerMachine.provide({ actions: { storeChoice: (_, { choice }) => void stored.push(choice) } }),
    { input: { settings: normaliseCookieBannerSettings({ isCookieBannerEnabled: true, ...raw }), consent: null } },
  ).start();
  let unmount = () => {};
  act(() => void (unmount = renderCookieBanner(actor, document)));
  cleanup = () => {
    act(() => unmount());
    document.body.innerHTML = '';
  };
  const root = () => document.querySelector<HTMLElement>('[data-scope="cookie-banner"][data-part="root"]');
  const key = (key: string) =>
    act(() => void document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));
  return { actor, opener, root, key, stored };
}

describe('cookie banner keyboard and screen reader use', () => {
  it('the popup takes focus when it appears and gives it back when the visitor chooses', () => {
    const { opener, root, actor, stored } = open({ cookieBannerVariant: 'POPUP', cookieBannerCtaVariant: 'BUTTON' });
    expect(document.activeElement).toBe(root());
    const accept = root()!.querySelector<HTMLButtonElement>('[data-part="accept"]')!;
    accept.focus();
    act(() => accept.click());
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(stored).toEqual(['accepted']);
    expect(root()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Escape in the popup gives focus back to the page without dismissing the banner', () => {
    const { opener, root, actor, key } = open({ cookieBannerVariant: 'POPUP', cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
    root()!.querySelector<HTMLButtonElement>('[data-part="decline"]')!.focus();
    key('Escape');
    expect(actor.getSnapshot().value).toBe('shown');
    expect(root()).not.toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves focus alone when the popup closes after the visitor moved elsewhere', () => {
    const { root, actor } = open({ cookieBannerVariant: 'POPUP' });
    expect(document.activeElement).toBe(root());
    const elsewhere = document.getElementById('elsewhere')!;
    elsewhere.focus();
    act(() => actor.send({ type: 'UPDATE', settings: { isCookieBannerEnabled: false } }));
    expect(root()).toBeNull();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('the bar is a named region that does not take focus; Escape does nothing there', () => {
    const { opener, root, key, actor } = open({ cookieBannerVariant: 'BAR' });
    expect(root()!.getAttribute('role')).toBe('region');
    expect(document.getElementById(root()!.getAttribute('aria-labelledby')!)!.textContent).toBe('Cookie consent');
    expect(document.activeElement).toBe(opener);
    root()!.querySelector<HTMLButtonElement>('[data-part="accept"]')!.focus();
    key('Escape');
    expect(actor.getSnapshot().value).toBe('shown');
    expect(document.activeElement?.getAttribute('data-part')).toBe('accept');
  });

  it('a popup that becomes a bar while focused lets focus go back to the page', () => {
    const { opener, root, actor } = open({ cookieBannerVariant: 'POPUP' });
    expect(document.activeElement).toBe(root());
    act(() => actor.send({ type: 'UPDATE', settings: { cookieBannerVariant: 'BAR' } }));
    expect(root()!.getAttribute('role')).toBe('region');
    expect(document.activeElement).toBe(opener);
  });
});

describe('cookie banner text', () => {
  it("renders the owner's links and emphasis, and nothing else of the HTML", () => {
    const { root } = open({
      cookieBannerText:
        '<p onclick="x()">We bake <strong>cookies</strong>. <a href="/privacy" target="_blank" style="color:red">Policy</a> <a href="javascript:alert(1)">evil</a><img src=x onerror="alert(1)"><script>alert(1)</script></p>',
    });
    const text = root()!.querySelector('[data-part="text"]')!;
    expect(text.innerHTML).toBe('<p>We bake <strong>cookies</strong>. <a href="/privacy">Policy</a> evil</p>');
  });

  it('names icon buttons by the CTA texts and shows the icon only', () => {
    const { root } = open({ cookieBannerCtaVariant: 'ICON', cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaText: 'OK', cookieBannerOptOutCtaText: 'No' });
    const [accept, decline] = [...root()!.querySelectorAll('button')];
    expect([accept!.getAttribute('aria-label'), decline!.getAttribute('aria-label')]).toEqual(['OK', 'No']);
    expect([accept!.textContent, decline!.textContent]).toEqual(['', '']);
  });
});
