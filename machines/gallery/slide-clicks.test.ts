// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { stackedSlideClick, stripSlideActivation } from './clicks';

const recorder = () => {
  const sent: unknown[] = [];
  const followed: string[] = [];
  return { sent, followed, send: (event: unknown) => void sent.push(event), navigate: (url: string) => void followed.push(url) };
};
const image = { type: 'image' as const, clickThroughUrl: null };
const box = { left: 100, width: 200 };

describe('where a slide click goes (display-widgets §4 "Stacked", "Strip")', () => {
  it("stacked: a click-through is followed (not sent), any other command moves the gallery by the click's place", () => {
    const r = recorder();
    const click = stackedSlideClick('halves', r.send, r.navigate);
    const slide = document.createElement('div');
    click({ target: slide, clientX: 150 }, image, box);
    click({ target: slide, clientX: 250 }, image, box);
    click({ target: slide, clientX: 150 }, { type: 'image', clickThroughUrl: '/menu' }, box);
    click({ target: slide, clientX: 150 }, { type: 'video', clickThroughUrl: null }, box);
    expect(r.sent).toEqual([{ type: 'PREVIOUS' }, { type: 'NEXT' }]);
    expect(r.followed).toEqual(['/menu']);
  });

  it("stacked: a click on the slide's own link, button or player is left to it", () => {
    const r = recorder();
    const click = stackedSlideClick('next', r.send, r.navigate);
    const slide = document.createElement('div');
    for (const tag of ['a', 'button', 'video', 'iframe']) {
      const own = slide.appendChild(document.createElement(tag)).appendChild(document.createElement('span'));
      click({ target: own, clientX: 150 }, { type: 'image', clickThroughUrl: '/menu' }, box);
    }
    expect(r).toMatchObject({ sent: [], followed: [] });
  });

  it('strip: another slide becomes current; the current one follows the active-slide behaviour', () => {
    const r = recorder();
    stripSlideActivation('next', 2, r.send)(0);
    stripSlideActivation('previous', 2, r.send)(2);
    stripSlideActivation('none', 2, r.send)(2);
    expect(r.sent).toEqual([{ type: 'GO_TO', index: 0 }, { type: 'PREVIOUS' }]);
  });
});
