import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaStandInScript } from './captcha-stand-in';
import { startTestServer, type TestServer } from './test-support';

let server: TestServer;
beforeAll(async () => void (server = await startTestServer()));
afterAll(() => server.close());

describe('captcha stand-in', () => {
  it('serves the offline grecaptcha script at /captcha/api.js as JavaScript, whatever the query', async () => {
    const res = await fetch(`${server.url}/captcha/api.js?render=explicit&onload=ready`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await res.text()).toBe(captchaStandInScript);
  });

  it('is valid browser JavaScript', () => {
    expect(() => new Function(captchaStandInScript)).not.toThrow();
  });
});
