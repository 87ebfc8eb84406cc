// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushLayer } from '../layers';
import { siteContextSchema, type SiteContext } from '../schemas/site-context';
import { backendPreviewPanel, createKeyboardFeature, isTyping } from './keyboard';

const setUrl = (url: string) => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);

const owner = siteContextSchema.parse({ authenticatedAccount: { id: 'a1' }, websiteRoles: { a1: ['owner'] } });
const visitor = siteContextSchema.parse({});
const escapeToLogin = siteContextSchema.parse({ useEscapeKeyToLogin: true });

let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
let logout: ReturnType<typeof vi.fn<(site: SiteContext) => Promise<void>>>;
let panel: { postMessage: ReturnType<typeof vi.fn> } | null;
let destroy: (() => void) | undefined;

function start(site: SiteContext, previewPanel: typeof panel = null) {
  destroy = createKeyboardFeature({ window, navigate, logout, previewPanel: previewPanel as Window | null })({ document, site }) as () => void;
}

/** Presses a key on an element (default body); true when the key event was taken (default prevented). */
function press(key: string, init: KeyboardEventInit = {}, target: Element = document.body): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeEach(() => {
  setUrl('https://bakery.example/shop/bread?sort=asc');
  document.body.innerHTML = '';
  navigate = vi.fn<(url: string) => void>();
  logout = vi.fn((_site: SiteContext) => Promise.resolve());
  panel = null;
});
afterEach(() => {
  destroy?.();
  destroy = undefined;
});

describe('Escape on the live site (visitor-runtime §2 "Keyboard")', () => {
  it('sends a logged-in user to /config/?frameUrl= with the current path and query', () => {
    start(owner);
    expect(press('Escape')).toBe(true);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/config/?frameUrl=%2Fshop%2Fbread%3Fsort%3Dasc');
  });

  it('sends anyone there when useEscapeKeyToLogin is on, and nobody when it is off', () => {
    start(visitor);
    expect(press('Escape')).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    destroy!();
    start(escapeToLogin);
    press('Escape');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/config/?frameUrl=%2Fshop%2Fbread%3Fsort%3Dasc');
  });

  it('closes the top-most open layer instead, and navigates only once no layer is open', () => {
    start(owner);
    const close = vi.fn();
    const removeBottom = pushLayer({ name: 'test:bottom', close: vi.fn() });
    const removeTop = pushLayer({ name: 'test:top', close });
    press('Escape');
    expect(close).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    removeTop();
    removeBottom();
    press('Escape');
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('does not navigate when the top layer ignores Escape (it still swallows the key)', () => {
    start(owner);
    const remove = pushLayer({ name: 'test:sticky', close: vi.fn(), closesOnEscape: false });
    press('Escape');
    remove();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves Escape to a text field being typed in, but not to a checkbox or a button', () => {
    document.body.innerHTML = `<input id="text"><input id="search" type="search"><textarea id="area"></textarea>
      <div id="editor" contenteditable="true"><p id="para">Hi</p></div><input id="box" type="checkbox"><button id="button">Go</button>`;
    start(owner);
    for (const id of ['text', 'search', 'area', 'editor', 'para']) {
      expect(press('Escape', {}, document.getElementById(id)!), id).toBe(false);
    }
    expect(navigate).not.toHaveBeenCalled();
    press('Escape', {}, document.getElementById('box')!);
    press('Escape', {}, document.getElementById('button')!);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('ignores Escape with Ctrl, Alt or Meta, a held-down Escape, and one another handler already took', () => {
    start(owner);
    press('Escape', { ctrlKey: true });
    press('Escape', { altKey: true });
    press('Escape', { metaKey: true });
    press('Escape', { repeat: true });
    const taken = (event: Event) => event.preventDefault();
    document.body.addEventListener('keydown', taken);
    press('Escape');
    document.body.removeEventListener('keydown', taken);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stops listening when destroyed', () => {
    start(owner);
    destroy!();
    press('Escape');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('Shift+Escape', () => {
  it('logs a logged-in user out with the site context, and does not go to the panel', () => {
    start(owner);
    expect(press('Escape', { shiftKey: true })).toBe(true);
    expect(logout).toHaveBeenCalledExactlyOnceWith(owner);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing for a visitor, even with useEscapeKeyToLogin on', () => {
    start(escapeToLogin);
    expect(press('Escape', { shiftKey: true })).toBe(false);
    expect(logout).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs a failed logout', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    logout = vi.fn((_site: SiteContext) => Promise.reject(new Error('offline')));
    start(owner);
    press('Escape', { shiftKey: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(consoleError.mock.calls.flat().join(' ')).toContain('Logging out with Shift+Escape failed.');
    consoleError.mockRestore();
  });
});

describe('Escape inside the backend preview', () => {
  const fromPanel = (data: unknown, source: unknown = panel, origin = 'https://bakery.example') =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

  it('asks the panel to toggle full-screen preview, never navigates', () => {
    panel = { postMessage: vi.fn() };
    start(owner, panel);
    expect(press('Escape')).toBe(true);
    press('Escape');
    expect(panel.postMessage).toHaveBeenCalledTimes(2);
    expect(panel.postMessage).toHaveBeenLastCalledWith({ source: 'visitor-runtime', type: 'preview:toggle-full-screen' }, 'https://bakery.example');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('asks the panel to close the guide when the panel said it is open, then toggles again', () => {
    panel = { postMessage: vi.fn() };
    start(visitor, panel);
    fromPanel({ source: 'config-panel', type: 'preview:guide', open: true });
    press('Escape');
    expect(panel.postMessage).toHaveBeenLastCalledWith({ source: 'visitor-runtime', type: 'preview:close-guide' }, 'https://bakery.example');
    press('Escape');
    expect(panel.postMessage).toHaveBeenLastCalledWith({ source: 'visitor-runtime', type: 'preview:toggle-full-screen' }, 'https://bakery.example');
    fromPanel({ source: 'config-panel', type: 'preview:guide', open: true });
    fromPanel({ source: 'config-panel', type: 'preview:guide', open: false });
    press('Escape');
    expect(panel.postMessage).toHaveBeenLastCalledWith({ source: 'visitor-runtime', type: 'preview:toggle-full-screen' }, 'https://bakery.example');
  });

  it('ignores guide messages from another window, another origin or of another shape', () => {
    panel = { postMessage: vi.fn() };
    start(owner, panel);
    fromPanel({ source: 'config-panel', type: 'preview:guide', open: true }, {});
    fromPanel({ source: 'config-panel', type: 'preview:guide', open: true }, panel, 'https://evil.example');
    fromPanel({ source: 'config-panel', type: 'preview:guide', open: 'yes' });
    fromPanel('preview:guide');
    press('Escape');
    expect(panel.postMessage).toHaveBeenLastCalledWith({ source: 'visitor-runtime', type: 'preview:toggle-full-screen' }, 'https://bakery.example');
  });

  it('still logs out on Shift+Escape', () => {
    panel = { postMessage: vi.fn() };
    start(owner, panel);
    press('Escape', { shiftKey: true });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(panel.postMessage).not.toHaveBeenCalled();
  });
});

describe('backendPreviewPanel', () => {
  const frame = (parent: unknown, origin = 'https://bakery.example') =>
    ({ self: 'frame', top: 'panel', parent, location: { origin } }) as unknown as Window;
  const panelAt = (origin: string, pathname: string) => ({ location: { origin, pathname } });

  it('is the parent when the page is framed by the same-origin configuration panel', () => {
    const parent = panelAt('https://bakery.example', '/config/');
    expect(backendPreviewPanel(frame(parent))).toBe(parent);
    expect(backendPreviewPanel(frame(panelAt('https://bakery.example', '/config')))).not.toBeNull();
  });

  it('is null at top level, under another path or origin, and when the parent cannot be read', () => {
    expect(backendPreviewPanel(window)).toBeNull();
    expect(backendPreviewPanel(frame(panelAt('https://bakery.example', '/configure')))).toBeNull();
    expect(backendPreviewPanel(frame(panelAt('https://bakery.example', '/blog/config/')))).toBeNull();
    expect(backendPreviewPanel(frame(panelAt('https://evil.example', '/config/')))).toBeNull();
    const crossOrigin = {
      get location(): never {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    expect(backendPreviewPanel(frame(crossOrigin))).toBeNull();
  });
});

describe('Enter and Space activate controls', () => {
  let clicks: string[];
  let listening: AbortController;
  afterEach(() => listening.abort());
  beforeEach(() => {
    document.body.innerHTML = `
      <div id="role" role="button" tabindex="0">Add</div>
      <span id="marked" tabindex="0" data-runtime-activate>Add</span>
      <span id="unfocusable" data-runtime-activate>Add</span>
      <div id="disabled" role="button" tabindex="0" aria-disabled="true">Add</div>
      <a id="link" role="button" href="#more">More</a>
      <button id="native" type="button">Native</button>
      <input id="input" role="button" type="button" value="Input">
      <div id="plain" tabindex="0">Plain</div>`;
    clicks = [];
    listening = new AbortController();
    document.addEventListener(
      'click',
      (event) => {
        clicks.push((event.target as Element).id);
        event.preventDefault();
      },
      { signal: listening.signal },
    );
    start(visitor);
  });

  it('clicks a role="button" element on Enter and on Space, and keeps Space from scrolling the page', () => {
    expect(press('Enter', {}, document.getElementById('role')!)).toBe(true);
    expect(press(' ', {}, document.getElementById('role')!)).toBe(true);
    expect(clicks).toEqual(['role', 'role']);
  });

  it('clicks a focusable element marked data-runtime-activate, not one without tabindex', () => {
    press('Enter', {}, document.getElementById('marked')!);
    press(' ', {}, document.getElementById('unfocusable')!);
    expect(clicks).toEqual(['marked']);
  });

  it('leaves native controls, plain elements and links on Enter alone; a role="button" link gets Space', () => {
    for (const id of ['native', 'input', 'plain']) {
      expect(press('Enter', {}, document.getElementById(id)!), id).toBe(false);
      expect(press(' ', {}, document.getElementById(id)!), id).toBe(false);
    }
    expect(press('Enter', {}, document.getElementById('link')!)).toBe(false);
    expect(clicks).toEqual([]);
    press(' ', {}, document.getElementById('link')!);
    expect(clicks).toEqual(['link']);
  });

  it('does not click an aria-disabled control, on a held-down key, with a modifier, or when a handler took the key', () => {
    const role = document.getElementById('role')!;
    expect(press(' ', {}, document.getElementById('disabled')!)).toBe(true);
    press(' ', { repeat: true }, role);
    press('Enter', { ctrlKey: true }, role);
    press('Enter', { metaKey: true }, role);
    press('Enter', { altKey: true }, role);
    const taken = (event: Event) => event.preventDefault();
    role.addEventListener('keydown', taken);
    press('Enter', {}, role);
    expect(clicks).toEqual([]);
  });
});

describe('isTyping', () => {
  it('is true for text inputs, textareas and editable content only', () => {
    document.body.innerHTML = `<input id="email" type="email"><input id="radio" type="radio"><textarea id="area"></textarea>
      <div id="off" contenteditable="false">x</div><div id="on" contenteditable="">x</div><p id="p">x</p>`;
    const typing = (id: string) => isTyping(document.getElementById(id));
    expect(['email', 'area', 'on'].map(typing)).toEqual([true, true, true]);
    expect(['radio', 'off', 'p'].map(typing)).toEqual([false, false, false]);
    expect(isTyping(null)).toBe(false);
    expect(isTyping(window)).toBe(false);
  });
});
