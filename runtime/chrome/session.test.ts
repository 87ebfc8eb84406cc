// @vitest-environment happy-dom
import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestSpec } from '../../machines/request/machine';
import type { RequestOutcome } from '../../machines/request/outcomes';
import { XSRF_TOKEN_STORAGE_KEY } from '../xsrf-token';
import { SESSION_CRUMB_MESSAGE } from '../../machines/logout/machine';
import { siteContextSchema } from '../schemas/site-context';

// The data layer as the server answers it: each test queues answers; every call is recorded.
const server = vi.hoisted(() => ({
  calls: [] as Array<{ via: 'request' | 'send'; spec: RequestSpec }>,
  requestAnswers: [] as Array<() => Promise<unknown>>,
  sendAnswers: [] as RequestOutcome[],
}));
vi.mock('../data-layer', () => ({
  request: (spec: RequestSpec) => {
    server.calls.push({ via: 'request', spec });
    return (server.requestAnswers.shift() ?? (() => Promise.resolve({})))();
  },
  send: async (spec: RequestSpec) => {
    server.calls.push({ via: 'send', spec });
    return server.sendAnswers.shift() ?? { type: 'SUCCEEDED', data: {} };
  },
}));

const { logout, openLogin, resetSessionForTests, LOGIN_PATH, LOGOUT_PATH, SESSION_PATH } = await import('./session');
const { sessionControls } = await import('./session-controls');

// The view chunks, loaded once up front so that each test's lazy import settles within the test.
await import('../../views/logout/mount');
await import('../../views/login/mount');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const owner = siteContextSchema.parse({ authenticatedAccount: { id: 'a1' } });
const escapeToLogin = siteContextSchema.parse({ useEscapeKeyToLogin: true });

let assigned: string[];
function host(path = '/shop/bread', search = '?sort=asc', framed = false) {
  return { location: { pathname: path, search, assign: (url: string) => void assigned.push(url) }, framed, document };
}

const settle = async () => {
  for (let i = 0; i < 20; i++) await act(async () => void (await new Promise((r) => setTimeout(r, 0))));
};
const paths = () => server.calls.map(({ spec }) => `${spec.method} ${spec.url}`);
const failure = (message: string, data?: unknown) =>
  Object.assign(new Error(message), { detail: { kind: 'network', message, ...(data === undefined ? {} : { data }) } });

beforeEach(() => {
  server.calls.length = 0;
  server.requestAnswers.length = 0;
  server.sendAnswers.length = 0;
  assigned = [];
  sessionStorage.clear();
  document.cookie = 'ss_cart=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
});
afterEach(async () => {
  resetSessionForTests();
  document.body.innerHTML = '';
});

describe('logout(site)', () => {
  it('posts /api/auth/Logout, ends the session (cloneCart=false without a cart), forgets the token and goes to /?logout=true', async () => {
    sessionStorage.setItem(XSRF_TOKEN_STORAGE_KEY, 'token-1');
    const done = logout(owner, host());
    await settle();
    await expect(done).resolves.toBeUndefined();
    expect(paths()).toEqual([`POST ${LOGOUT_PATH}`, `DELETE ${SESSION_PATH}`]);
    expect(server.calls[1]!.spec.data).toEqual({ cloneCart: 'false' });
    expect(assigned).toEqual(['/?logout=true']);
    expect(sessionStorage.getItem(XSRF_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps the cart (cloneCart=true) when a cart cookie exists', async () => {
    document.cookie = 'ss_cart=cart-1; Path=/';
    const done = logout(owner, host());
    await settle();
    await done;
    expect(server.calls[1]!.spec.data).toEqual({ cloneCart: 'true' });
  });

  it('inside the backend preview goes to the frame URL with logout=true', async () => {
    const done = logout(owner, host('/shop/bread', '?sort=asc', true));
    await settle();
    await done;
    expect(assigned).toEqual(['/shop/bread?sort=asc&logout=true']);
  });

  it('retries the session DELETE exactly once on crumbFail, with the new crumb stored', async () => {
    server.sendAnswers.push({ type: 'CRUMB_FAILED', crumb: 'crumb-2' });
    const done = logout(owner, host());
    await settle();
    await done;
    expect(paths()).toEqual([`POST ${LOGOUT_PATH}`, `DELETE ${SESSION_PATH}`, `DELETE ${SESSION_PATH}`]);
    expect(document.cookie).toContain('crumb=crumb-2');
    expect(assigned).toEqual(['/?logout=true']);
  });

  it('gives up after a second crumbFail: stays on the page, shows the message with Try again, which starts over', async () => {
    sessionStorage.setItem(XSRF_TOKEN_STORAGE_KEY, 'token-1');
    server.sendAnswers.push({ type: 'CRUMB_FAILED' }, { type: 'CRUMB_FAILED' });
    const done = logout(owner, host()).catch((error: Error) => error);
    await settle();
    expect(((await done) as Error).message).toBe(SESSION_CRUMB_MESSAGE);
    expect(paths().filter((p) => p.startsWith('DELETE'))).toHaveLength(2);
    expect(assigned).toEqual([]);
    expect(sessionStorage.getItem(XSRF_TOKEN_STORAGE_KEY)).toBe('token-1');
    const dialog = document.querySelector('[role="alertdialog"]')!;
    expect(dialog.textContent).toContain(SESSION_CRUMB_MESSAGE);
    act(() => void fireEvent.click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!));
    await settle();
    expect(paths()).toEqual([`POST ${LOGOUT_PATH}`, `DELETE ${SESSION_PATH}`, `DELETE ${SESSION_PATH}`, `POST ${LOGOUT_PATH}`, `DELETE ${SESSION_PATH}`]);
    expect(assigned).toEqual(['/?logout=true']);
  });

  it('a failed Logout POST rejects with a clear message and does not end the session', async () => {
    server.requestAnswers.push(() => Promise.reject(failure('Unable to connect…')));
    const done = logout(owner, host()).catch((error: Error) => error);
    await settle();
    expect(((await done) as Error).message).toBe('Could not log out: Unable to connect…');
    expect(paths()).toEqual([`POST ${LOGOUT_PATH}`]);
    expect(document.querySelector('[role="alertdialog"]')!.textContent).toContain('Could not log out: Unable to connect…');
    // A later call (Shift+Escape again) tries again.
    const again = logout(owner, host());
    await settle();
    await again;
    expect(assigned).toEqual(['/?logout=true']);
  });

  it('a second call while logging out joins the first', async () => {
    const first = logout(owner, host());
    const second = logout(owner, host());
    await settle();
    await Promise.all([first, second]);
    expect(paths()).toEqual([`POST ${LOGOUT_PATH}`, `DELETE ${SESSION_PATH}`]);
  });

  it("shows 'Logging out…' while it runs", async () => {
    server.requestAnswers.push(() => new Promise(() => {}));
    void logout(owner, host());
    await settle();
    expect(document.querySelector('[role="status"]')!.textContent).toBe('Logging out…');
  });
});

const input = (name: string) => document.querySelector<HTMLInputElement>(`[role="dialog"] input[name="${name}"]`)!;
const buttonNamed = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find((b) => b.textContent === name)!;

async function fillAndSubmit(email: string, password: string, remember = false) {
  fireEvent.change(input('email'), { target: { value: email } });
  fireEvent.change(input('password'), { target: { value: password } });
  if (remember) fireEvent.click(input('rememberMe'));
  act(() => void fireEvent.click(buttonNamed('Log in')));
  await settle();
}

describe('openLogin(site)', () => {
  it('downloads and shows the login dialog; success posts email, password, rememberMe and stores the xsrfToken', async () => {
    server.requestAnswers.push(() => Promise.resolve({ xsrfToken: 'token-42' }));
    await act(async () => void (await openLogin(owner, host())));
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    await fillAndSubmit('owner@demo-bakery.test', 'sourdough', true);
    expect(server.calls).toEqual([
      {
        via: 'request',
        spec: expect.objectContaining({
          method: 'POST',
          url: LOGIN_PATH,
          data: { email: 'owner@demo-bakery.test', password: 'sourdough', rememberMe: true },
        }),
      },
    ]);
    expect(sessionStorage.getItem(XSRF_TOKEN_STORAGE_KEY)).toBe('token-42');
    expect(document.querySelector('[role="status"]')!.textContent).toBe('You are logged in.');
    expect(document.querySelector('[role="dialog"] a')!.getAttribute('href')).toBe('/config/?frameUrl=%2Fshop%2Fbread%3Fsort%3Dasc');
  });

  it("a failure shows the server's message and keeps everything typed", async () => {
    server.requestAnswers.push(() => Promise.reject(failure('Unable to connect…', { error: 'Wrong email or password.' })));
    await act(async () => void (await openLogin(owner, host())));
    await fillAndSubmit('owner@demo-bakery.test', 'sourdough');
    expect(document.querySelector('[role="alert"]')!.textContent).toBe('Wrong email or password.');
    expect(input('email').value).toBe('owner@demo-bakery.test');
    expect(input('password').value).toBe('sourdough');
    expect(sessionStorage.getItem(XSRF_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('an answer without a token is a failure, not a login', async () => {
    server.requestAnswers.push(() => Promise.resolve({}));
    await act(async () => void (await openLogin(owner, host())));
    await fillAndSubmit('owner@demo-bakery.test', 'sourdough');
    expect(document.querySelector('[role="alert"]')!.textContent).toBe('The server did not confirm the login. Please try again.');
    expect(sessionStorage.getItem(XSRF_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('Create account goes to account creation, unless useEscapeKeyToLogin is on', async () => {
    await act(async () => void (await openLogin(owner, host())));
    act(() => void fireEvent.click(buttonNamed('Create account')));
    await settle();
    expect(assigned).toEqual(['/config/signup']);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await act(async () => void (await openLogin(escapeToLogin, host())));
    expect(buttonNamed('Create account').disabled).toBe(true);
  });

  it('Cancel removes the dialog and its host; a second open while one is open gives the same dialog', async () => {
    const first = await act(async () => openLogin(owner, host()));
    const second = await act(async () => openLogin(owner, host()));
    expect(second).toBe(first);
    expect(document.querySelectorAll('[data-runtime-host="login"]')).toHaveLength(1);
    act(() => void fireEvent.click(buttonNamed('Cancel')));
    await settle();
    expect(document.querySelector('[data-runtime-host="login"]')).toBeNull();
  });
});

describe('session controls (chrome feature)', () => {
  it('[data-action="login"] opens the login dialog and [data-action="logout"] logs out', async () => {
    document.body.innerHTML = '<a href="/config" data-action="login"><span>Log in</span></a><button data-action="logout">Log out</button>';
    const destroy = sessionControls({ document, site: owner }) as () => void;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await settle();
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    act(() => void fireEvent.click(buttonNamed('Cancel')));
    await settle();
    (document.querySelector('[data-action="logout"]') as HTMLElement).click();
    await settle();
    expect(paths()).toEqual([`POST ${LOGOUT_PATH}`, `DELETE ${SESSION_PATH}`]);
    destroy();
  });
});
