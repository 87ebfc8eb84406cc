// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { startActor } from '../../runtime/actors';
import { OPEN_EVENT, type OpenRequest } from '../../runtime/gallery/lightbox-requests';
import { defaultSiteContext } from '../../runtime/site-context';
import { mount, schema } from './block';

// The image block around its images: the §8 messages, the narrow mark, shape masks, click-through links and the
// lightbox triggers, each put back as the server drew it on unmount.

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  errors.mockRestore();
  document.body.innerHTML = '';
});

const IMG = '<img data-src="/images/photo-1.jpg" data-image-dimensions="2500x1667" data-load="false" alt="Rye bread" src="/images/photo-1.jpg?format=100w">';

async function block(inner: string, width = 600, json: object = {}) {
  document.body.innerHTML = `<section id="b" data-block-type="image">${inner}</section>`;
  const element = document.querySelector<HTMLElement>('#b')!;
  element.getBoundingClientRect = () => ({ width, height: 300, top: 0, left: 0, right: width, bottom: 300, x: 0, y: 0 }) as DOMRect;
  const mounted = await mount({ id: 'b', element, site: defaultSiteContext(), startActor }, schema.parse(json)) as { unmount(): void };
  return { element, unmount: mounted.unmount };
}
const logged = () => errors.mock.calls.map((call) => call[0]);

describe('the image block', () => {
  it("says 'No images' for a block without one, and names an element that is no image (§8)", async () => {
    (await block('<p>Nothing here.</p>')).unmount();
    expect(logged()).toEqual(['[visitor-runtime] No images']);
    errors.mockClear();
    (await block('<div data-src="/images/photo-1.jpg"></div>')).unmount();
    expect(logged()).toEqual(['[visitor-runtime] Element is not a valid image element.']);
  });

  it('is marked narrow under 415 px (the platform wrapper gets its class), not from 415 px; unmarked on unmount', async () => {
    const wrapped = `<div class="image-block-outer-wrapper layout-caption-below"><figure>${IMG}<figcaption>Rye</figcaption></figure></div>`;
    const narrow = await block(wrapped, 414);
    const wrapper = narrow.element.querySelector('.image-block-outer-wrapper')!;
    expect([narrow.element.hasAttribute('data-narrow'), wrapper.classList.contains('sqs-narrow-width')]).toEqual([true, true]);
    narrow.unmount();
    expect([narrow.element.hasAttribute('data-narrow'), wrapper.className]).toEqual([false, 'image-block-outer-wrapper layout-caption-below']);
    const wide = await block(wrapped.replace('layout-caption-below', 'layout-caption-below sqs-narrow-width'), 415);
    expect([wide.element.hasAttribute('data-narrow'), wide.element.querySelector('.image-block-outer-wrapper')!.classList.contains('sqs-narrow-width')]).toEqual([false, false]);
    wide.unmount();
    expect(wide.element.querySelector('.image-block-outer-wrapper')!.classList.contains('sqs-narrow-width')).toBe(true);
  });

  it("gives a shaped image's box its shape's height: 100 %, 150 % tall, 67 % wide; the server's style back after", async () => {
    const shaped = (name: string) => `<div class="fluid-image-container" data-shape-mask="${name}" style="overflow: hidden; height: 657px"><div class="content-fill">${IMG}</div></div>`;
    const { element, unmount } = await block(['diamond', 'oval-tall', 'rounded-rectangle-wide'].map(shaped).join(''));
    const boxes = [...element.querySelectorAll<HTMLElement>('[data-shape-mask]')];
    expect(boxes.map((box) => [box.style.paddingBottom, box.style.height, box.style.overflow])).toEqual([['100%', '0px', 'hidden'], ['150%', '0px', 'hidden'], ['67%', '0px', 'hidden']]);
    expect(boxes.map((box) => box.dataset.shapeHeight)).toEqual(['100', '150', '67']);
    unmount();
    expect(boxes.map((box) => box.getAttribute('style'))).toEqual(Array(3).fill('overflow: hidden; height: 657px'));
  });

  it("keeps the server's link a link, with the link rules; a data-click-through-url makes the image's box one", async () => {
    const follow = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { element, unmount } = await block(
      `<a id="bare" href="example.com/menu">${IMG}</a><a id="bad" href="tel:12">${IMG}</a><figure data-click-through-url="/menu"><span id="box">${IMG}</span></figure>`,
    );
    expect(element.querySelector('#bare')!.getAttribute('href')).toBe('http://example.com/menu');
    expect(element.querySelector('#bad')!.hasAttribute('href')).toBe(false);
    expect(logged()).toContain('[visitor-runtime] Image #b: its link "tel:12" is not followed: a telephone number needs 4 or more digits.');
    const box = element.querySelector<HTMLElement>('#box')!;
    expect([box.getAttribute('role'), box.tabIndex]).toEqual(['link', 0]);
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    box.click();
    expect(follow.mock.calls).toEqual([['/menu'], ['/menu']]);
    unmount();
    expect([element.querySelector('#bare')!.getAttribute('href'), element.querySelector('#bad')!.getAttribute('href'), box.hasAttribute('role')]).toEqual(['example.com/menu', 'tel:12', false]);
    follow.mockRestore();
  });

  it('with the lightbox on, each image box is a button asking for the lightbox at its image (click, Enter, Space)', async () => {
    const { element, unmount } = await block(`<figure><span id="one">${IMG}</span></figure><figure><span id="two">${IMG.replace('photo-1', 'photo-2')}</span><figcaption>Buns</figcaption></figure>`, 600, { lightbox: true });
    const requests: OpenRequest[] = [];
    // The first request downloads the lightbox chunk; here the block's own listener is seen through the event.
    element.addEventListener(OPEN_EVENT, (event) => requests.push((event as CustomEvent<OpenRequest>).detail));
    const [one, two] = ['#one', '#two'].map((s) => element.querySelector<HTMLElement>(s)!);
    expect([one!.getAttribute('role'), one!.tabIndex, one!.getAttribute('aria-haspopup')]).toEqual(['button', 0, 'dialog']);
    two!.click();
    one!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    two!.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(requests.map((r) => [r.index, r.slide?.image?.src, r.slide?.title])).toEqual([
      [1, '/images/photo-2.jpg', 'Buns'],
      [0, '/images/photo-1.jpg', ''],
      [1, '/images/photo-2.jpg', 'Buns'],
    ]);
    unmount();
    expect([one!.hasAttribute('role'), one!.hasAttribute('tabindex'), one!.hasAttribute('data-lightbox-trigger')]).toEqual([false, false, false]);
  });
});
