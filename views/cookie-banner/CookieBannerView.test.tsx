// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { cookieBannerAnatomy } from '../../machines/cookie-banner/anatomy';
import { cookieBannerMachine } from '../../machines/cookie-banner/machine';
import { openLayerNames, pushLayer } from '../../runtime/layers';
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
  const root = () => document.querySelector<HTMLElement>(cookieBannerAnatomy.selector('root'));
  /** A key pressed where focus is; true when something (the layer stack) took it. */
  const key = (key: string) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    act(() => void document.activeElement!.dispatchEvent(event));
    return event.defaultPrevented;
  };
  return { actor, opener, root, key, stored };
}

describe('cookie banner keyboard and screen reader use', () => {
  it('the popup takes focus when it appears and gives it back when the visitor chooses', () => {
    const { opener, root, actor, stored } = open({ cookieBannerVariant: 'POPUP', cookieBannerCtaVariant: 'BUTTON' });
    expect(document.activeElement).toBe(root());
    const accept = root()!.querySelector<HTMLButtonElement>(cookieBannerAnatomy.selector('accept'))!;
    accept.focus();
    act(() => accept.click());
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(stored).toEqual(['accepted']);
    expect(root()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Escape in the popup, through the layer stack, gives focus back to the page without dismissing the banner', () => {
    const { opener, root, actor, key } = open({ cookieBannerVariant: 'POPUP', cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
    act(() => root()!.querySelector<HTMLButtonElement>(cookieBannerAnatomy.selector('decline'))!.focus());
    expect(openLayerNames()).toEqual(['dialog:cookie-banner']);
    expect(key('Escape')).toBe(true);
    expect(actor.getSnapshot().value).toBe('shown');
    expect(root()).not.toBeNull();
    expect(document.activeElement).toBe(opener);
    // Focus has left the popup: it is no longer a layer, and Escape elsewhere on the page is not the banner's.
    expect(openLayerNames()).toEqual([]);
    expect(key('Escape')).toBe(false);
  });

  it('a layer above the popup gets Escape first', () => {
    const { root, key } = open({ cookieBannerVariant: 'POPUP' });
    expect(openLayerNames()).toEqual(['dialog:cookie-banner']);
    const closed: string[] = [];
    const remove = pushLayer({ name: 'dialog:above', close: () => closed.push('above') });
    try {
      expect(key('Escape')).toBe(true);
      expect(closed).toEqual(['above']);
      expect(document.activeElement).toBe(root());
    } finally {
      remove();
    }
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
    act(() => root()!.querySelector<HTMLButtonElement>(cookieBannerAnatomy.selector('accept'))!.focus());
    expect(openLayerNames()).toEqual([]);
    expect(key('Escape')).toBe(false);
    expect(actor.getSnapshot().value).toBe('shown');
    expect(document.activeElement?.matches(cookieBannerAnatomy.selector('accept'))).toBe(true);
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
    const text = root()!.querySelector(cookieBannerAnatomy.selector('text'))!;
    expect(text.innerHTML).toBe('<p>We bake <strong>cookies</strong>. <a href="/privacy">Policy</a> evil</p>');
  });

  it('names icon buttons by the CTA texts and shows the icon only', () => {
    const { root } = open({ cookieBannerCtaVariant: 'ICON', cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaText: 'OK', cookieBannerOptOutCtaText: 'No' });
    const [accept, decline] = [...root()!.querySelectorAll('button')];
    expect([accept!.getAttribute('aria-label'), decline!.getAttribute('aria-label')]).toEqual(['OK', 'No']);
    expect([accept!.textContent, decline!.textContent]).toEqual(['', '']);
  });
});
