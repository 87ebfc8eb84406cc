import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { RETRY_DELAY_MS, type RequestSpec } from '../../runtime/data-layer';
import { openBrowserFixture, pauseClockSoon, type BrowserFixture, type OpenedPage } from './fixture';

// Every data-layer outcome of visitor-runtime §8 against the reference server's fault mode, in real Chromium.

let fixture: BrowserFixture;
let visited: OpenedPage;
let page: Page;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterAll(() => fixture?.close());
beforeEach(async () => {
  visited = await fixture.open('/static');
  page = visited.page;
});
afterEach(() => fixture.closePages());

type Settled = { ok: true; data: any } | { ok: false; kind: string; message: string; status?: number };

function request(spec: RequestSpec): Promise<Settled> {
  return page.evaluate(
    (spec) =>
      window.visitorRuntime!.request(spec).then(
        (data) => ({ ok: true as const, data }),
        (error) => ({ ok: false as const, ...error.detail }),
      ),
    spec,
  );
}

const overlayText = async () => {
  const dialog = page.getByRole('alertdialog', { name: 'Something Went Wrong!' });
  await dialog.waitFor();
  return dialog.textContent();
};

/** The page's requests to the echo endpoint so far (recorded from before it navigated). */
const echoRequests = () => visited.requestsTo('/api/demo/echo').map((r) => r.url());

let key = 0;
const faultKey = () => `k${++key}-${Date.now()}`;

describe('data layer against the reference server', () => {
  it('resolves with the data, adds the crumb to the query and sends credentials and JSON', async () => {
    const crumb = await page.evaluate(() => document.cookie.match(/(?:^|; )crumb=([^;]*)/)?.[1]);
    expect(crumb).toBeTruthy();
    const result = await request({ method: 'POST', url: '/api/demo/echo', data: { a: 1 } });
    expect(result).toEqual({ ok: true, data: { method: 'POST', query: { crumb }, body: { a: 1 } } });
  });

  it('supports GET, PUT and DELETE, data in the query for GET and DELETE', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const result = await request({ method, url: '/api/demo/echo', data: { q: 'x' } });
      expect(result).toMatchObject({ ok: true, data: { method, query: { q: 'x' } } });
    }
    expect(await request({ method: 'PUT', url: '/api/demo/echo', data: { b: 2 } })).toMatchObject({ ok: true, data: { method: 'PUT', body: { b: 2 } } });
  });

  it('shows the error field of an answer in the system error overlay', async () => {
    const result = await request({ method: 'GET', url: '/api/demo/echo?fault=error-field' });
    expect(result).toMatchObject({ ok: false, kind: 'server' });
    expect(await overlayText()).toContain((result as { message: string }).message);
  });

  it('fires the login-required event on loginRequired', async () => {
    await page.evaluate(() => {
      (window as any).loginEvents = [];
      document.addEventListener('visitor-runtime:login-required', (e) => (window as any).loginEvents.push((e as CustomEvent).detail));
    });
    const result = await request({ method: 'GET', url: '/api/demo/echo?fault=login-required' });
    expect(result).toMatchObject({ ok: false, kind: 'loginRequired' });
    expect(await page.evaluate(() => (window as any).loginEvents)).toEqual([{ url: '/api/demo/echo?fault=login-required' }]);
  });

  it('shows the overlay on authorizationFail', async () => {
    expect(await request({ method: 'GET', url: '/api/demo/echo?fault=authorization-fail' })).toMatchObject({ ok: false, kind: 'authorization' });
    expect(await overlayText()).toContain('Unauthorized request');
  });

  it('updates the crumb and retries exactly once on crumbFail', async () => {
    const result = await request({ method: 'GET', url: `/api/demo/echo?fault=crumb-fail&faultTimes=1&faultKey=${faultKey()}` });
    const seen = echoRequests();
    const crumb = await page.evaluate(() => document.cookie.match(/(?:^|; )crumb=([^;]*)/)?.[1]);
    expect(result).toMatchObject({ ok: true, data: { query: { crumb } } });
    expect(seen).toHaveLength(2);
    expect(new URL(seen[1]!).searchParams.get('crumb')).toBe(crumb);
    expect(new URL(seen[0]!).searchParams.get('crumb')).not.toBe(crumb);
  });

  it('gives up after one crumb retry when the crumb keeps failing', async () => {
    const result = await request({ method: 'GET', url: '/api/demo/echo?fault=crumb-fail' });
    expect(result).toMatchObject({ ok: false, kind: 'crumb' });
    expect(echoRequests()).toHaveLength(2);
  });

  it('reports unparseable JSON with the exact message', async () => {
    const url = '/api/demo/echo?fault=invalid-json';
    const result = await request({ method: 'GET', url });
    expect(result).toMatchObject({ ok: false, kind: 'parse' });
    expect((result as { message: string }).message).toMatch(/^Internal Error: Unable to parse server response from \(\/api\/demo\/echo\?fault=invalid-json\) as JSON: .+/);
    expect(await overlayText()).toContain('Internal Error: Unable to parse server response from');
  });

  const statusMessages: Array<[string, string]> = [
    ['401', 'Unauthorized request'],
    ['403', 'Unauthorized request'],
    ['500', 'Internal server error. Please try again later.'],
    ['501', 'Internal server error. Please try again later.'],
    ['503', 'This service is temporarily unavailable. Please try again later.'],
    ['404', 'Unable to connect…'],
    ['429', 'Unable to connect…'],
    ['drop', 'Unable to connect…'],
  ];
  for (const [fault, message] of statusMessages) {
    it(`answers "${fault}" with '${message}' in the overlay`, async () => {
      const result = await request({ method: 'GET', url: `/api/demo/echo?fault=${fault}` });
      expect(result).toMatchObject({ ok: false, kind: 'network', message });
      expect(await overlayText()).toContain(message);
    });
  }

  it('tracks a failed connection with the requested url', async () => {
    await page.evaluate(() => {
      (window as any).networkErrors = [];
      document.addEventListener('visitor-runtime:network-error', (e) => (window as any).networkErrors.push((e as CustomEvent).detail));
    });
    await request({ method: 'GET', url: '/api/demo/echo?fault=drop' });
    expect(await page.evaluate(() => (window as any).networkErrors)).toEqual([{ url: '/api/demo/echo?fault=drop', status: 0 }]);
  });

  it('retries a failed connection 200 ms later when a retry count is set', async () => {
    // The page's clock holds the 200 ms, so the test can show the retry is not sent a moment earlier.
    const clocked = await fixture.open('/static', { clock: true });
    await pauseClockSoon(clocked.page);
    const echoes = () => clocked.requestsTo('/api/demo/echo');
    const requestStates = () =>
      clocked.page.evaluate(() =>
        [...window.visitorRuntime!.actors].filter(([id]) => id.startsWith('request-')).map(([, actor]) => actor.getSnapshot().value),
      );
    // A 404 is "others": retried. (A dropped GET is re-sent by Chromium itself, which would hide the runtime's retry.)
    const url = `/api/demo/echo?fault=404&faultTimes=1&faultKey=${faultKey()}`;
    await clocked.page.evaluate((url) => {
      (window as any).settled = window.visitorRuntime!.request({ method: 'GET', url, retries: 2 }).then(
        (data) => ({ ok: true as const, data }),
        (error) => ({ ok: false as const, ...error.detail }),
      );
    }, url);
    await expect.poll(requestStates).toEqual(['waitingToRetry']);
    await clocked.page.clock.runFor(RETRY_DELAY_MS - 1);
    await clocked.settle();
    expect(echoes()).toHaveLength(1);
    expect(await requestStates()).toEqual(['waitingToRetry']);
    await clocked.page.clock.runFor(1);
    const result = await clocked.page.evaluate(() => (window as any).settled);
    expect(result).toMatchObject({ ok: true });
    expect(echoes()).toHaveLength(2);
  });

  it('stops retrying when the retries are used up', async () => {
    const result = await request({ method: 'GET', url: '/api/demo/echo?fault=404', retries: 2 });
    expect(result).toMatchObject({ ok: false, message: 'Unable to connect…', status: 404 });
    expect(echoRequests()).toHaveLength(3);
  });

  it('does not retry a definite 500', async () => {
    await request({ method: 'GET', url: '/api/demo/echo?fault=500', retries: 3 });
    expect(echoRequests()).toHaveLength(1);
  });

  it('keeps the overlay out of it with showErrors: false', async () => {
    expect(await request({ method: 'GET', url: '/api/demo/echo?fault=500', showErrors: false })).toMatchObject({ ok: false });
    // The chart shows the overlay (starting its actor) before the request settles; a round trip later the overlay's
    // chunk would have been asked for.
    expect(await page.evaluate(() => window.visitorRuntime!.actors.has('systemError'))).toBe(false);
    await visited.settle();
    expect(visited.assets).not.toContain('system-error.js');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });

  it('sends queued requests one after another', async () => {
    const order = await page.evaluate(async () => {
      const done: string[] = [];
      const rt = window.visitorRuntime!;
      await Promise.all([
        rt.enqueue('q', { method: 'GET', url: '/api/demo/echo?fault=delay=300' }).then(() => done.push('slow')),
        rt.enqueue('q', { method: 'GET', url: '/api/demo/echo' }).then(() => done.push('fast')),
      ]);
      return done;
    });
    expect(order).toEqual(['slow', 'fast']);
  });

  it('sends text answers back as text', async () => {
    const result = await request({ method: 'GET', url: '/api/demo/echo?fault=invalid-json', format: 'text' });
    expect(result).toEqual({ ok: true, data: '{"oops": ' });
  });
});
