// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startActor } from '../../runtime/actors';
import { censusButtonSchema } from '../../runtime/api-schemas';
import { CONSENT_CHANGE_EVENT } from '../../runtime/consent/policy';
import { siteContextSchema } from '../../runtime/schemas/site-context';
import { markVisitRecorded } from '../../runtime/tracking/visit-recorded';
import { mount, schema } from './block';

// The button block over happy-dom, with fetch stood in for: the census it drives and the link rules on its href.

let calls: Array<{ url: string; body: Record<string, unknown> }>;
beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => (calls.push({ url, body: JSON.parse(init.body as string) }), new Response('{}'))));
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('http://localhost:4173/menu');
  document.cookie = 'ss_cvr=v1; Path=/';
  markVisitRecorded(document);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  for (const name of ['ss_cvr', 'ss_consent']) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

const restrictive = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };
const boot = (html: string, extra: Record<string, unknown> = {}, json: unknown = {}) => {
  document.body.insertAdjacentHTML('beforeend', html);
  const element = document.body.lastElementChild as HTMLElement;
  const site = siteContextSchema.parse({ website: { id: 'w1' }, collectionId: 'c1', ...extra });
  return { element, block: mount({ id: element.id || 'button-1', element, site, startActor }, schema.parse(json)) as { unmount(): void } };
};
const sent = (kind: string) => calls.filter((c) => c.url === `/api/census/button-${kind}`);
const consent = (value: '0' | '1') => {
  document.cookie = `ss_consent=${value}; Path=/`;
  document.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT));
};

describe('the button block', () => {
  it('reports one button-render on boot and one button-click per click, with the payload of §3 (context 1)', () => {
    const { element, block } = boot(`<a id="cta" href="#order" data-block-type="button">Order</a>`, {}, { size: 'large' });
    expect(sent('render')).toHaveLength(1);
    element.click();
    element.click();
    expect(sent('click')).toHaveLength(2);
    expect(censusButtonSchema.parse(sent('click')[0]!.body)).toMatchObject({
      id: 'cta', buttonText: 'Order', clickthroughUrl: '#order', size: 'large', newWindow: false, context: 1, visitorCookie: 'v1', url: '/menu', collectionId: 'c1',
    });
    block.unmount();
    element.click();
    expect(sent('click')).toHaveLength(2);
  });

  it('waits for the tracking chunk to record the visit (and write the visitor cookie) before its first call', () => {
    const doc = document.implementation.createHTMLDocument('later');
    doc.body.innerHTML = `<div id="late"><a href="#x">X</a></div>`;
    const element = doc.body.firstElementChild as HTMLElement;
    mount({ id: 'late', element, site: siteContextSchema.parse({}), startActor }, {});
    element.querySelector('a')!.click();
    expect(calls).toEqual([]);
    markVisitRecorded(doc);
    element.querySelector('a')!.click();
    expect(calls.map((c) => c.url)).toEqual(['/api/census/button-render', '/api/census/button-click']);
  });

  it('counts the render once per element for the page life, even when it boots again', () => {
    const { element, block } = boot(`<div id="b"><a href="/x">X</a></div>`);
    block.unmount();
    mount({ id: 'b', element, site: siteContextSchema.parse({}), startActor }, {});
    expect(sent('render')).toHaveLength(1);
  });

  it('under a restrictive policy sends nothing until the visitor accepts, and stops at a refusal', () => {
    const { element } = boot(`<a id="cta" href="#order">Order</a>`, restrictive);
    element.click();
    expect(calls).toEqual([]);
    consent('1');
    expect(sent('render')).toHaveLength(1);
    element.click();
    expect(sent('click')).toHaveLength(1);
    consent('0');
    element.click();
    expect(calls).toHaveLength(2);
  });

  it('sends nothing when the visitor declined, or on a page the skip rules do not record', () => {
    document.cookie = 'ss_consent=0; Path=/';
    boot(`<a id="a" href="#a">A</a>`).element.click();
    document.cookie = 'ss_consent=; Path=/; Max-Age=0';
    boot(`<a id="b" href="#b">B</a>`, { pageType: 100 }).element.click();
    expect(calls).toEqual([]);
  });

  it('applies the link rules to its href: a broken link is not followed, with one console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { element } = boot(`<a id="call" href="tel:12">Call</a>`);
    expect(element.hasAttribute('href')).toBe(false);
    expect(error).toHaveBeenCalledWith('[visitor-runtime] Button #call: its link "tel:12" is not followed: a telephone number needs 4 or more digits.');
    expect(boot(`<a id="out" href="example.com/menu">Out</a>`).element.getAttribute('href')).toBe('http://example.com/menu');
  });

  it('opens in a new window when configured, without handing the new page its opener; destroy gives the link back', () => {
    const { element, block } = boot(`<div id="w"><a href="example.com" rel="author">Other</a></div>`, {}, { newWindow: true });
    const link = element.querySelector('a')!;
    expect([link.getAttribute('href'), link.target, link.rel]).toEqual(['http://example.com', '_blank', 'author noopener']);
    block.unmount();
    expect(element.innerHTML).toBe('<a href="example.com" rel="author">Other</a>');
  });

  it('without a link it is skipped with its message', () => {
    expect(() => boot(`<div id="empty">No link</div>`)).toThrow('Button link not found');
  });
});
