// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureInteractions, heldFromMarkup, keepEarlyInteractions } from './interactions';

afterEach(() => void (document.body.innerHTML = ''));

const click = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};

describe('what the visitor does inside a block while the block machinery downloads', () => {
  it('is held from the server markup when the handover would hold it, and handed to the block once it waits', () => {
    document.body.innerHTML = '<section data-block-type="gallery" id="g"><button id="next">Next</button><a id="away" href="/elsewhere">Away</a></section><p id="outside">text</p>';
    const release = keepEarlyInteractions();
    const markup = vi.fn();
    document.getElementById('g')!.addEventListener('click', markup);
    const held = click(document.getElementById('next')!);
    const followed = click(document.getElementById('away')!);
    click(document.getElementById('outside')!);
    expect(held.defaultPrevented).toBe(true);
    expect(followed.defaultPrevented).toBe(false);
    // the server's handler saw only the link, which is followed natively
    expect(markup).toHaveBeenCalledTimes(1);
    const seen: string[] = [];
    const stop = captureInteractions(document.getElementById('g')!, (event) => seen.push((event.target as Element).id));
    release(true);
    expect(seen).toEqual(['next', 'away']);
    stop();
  });

  it('is dropped when the page is destroyed first, and no capture is left', () => {
    document.body.innerHTML = '<section data-block-type="gallery" id="g"><button id="next">Next</button></section>';
    const release = keepEarlyInteractions();
    click(document.getElementById('next')!);
    release(false);
    const seen = vi.fn();
    const stop = captureInteractions(document.getElementById('g')!, seen);
    stop();
    // nothing was handed over, and with no block waiting the document is not listened to: a click goes through
    expect(seen).not.toHaveBeenCalled();
    expect(click(document.getElementById('next')!).defaultPrevented).toBe(false);
  });
  it("is released once: a late release of an earlier keeping (its page destroyed while its blocks started) leaves a newer keeping's events alone", () => {
    document.body.innerHTML = '<section data-block-type="gallery" id="g"><button id="next">Next</button></section>';
    const releaseFirst = keepEarlyInteractions();
    releaseFirst(false);
    const releaseSecond = keepEarlyInteractions();
    click(document.getElementById('next')!);
    releaseFirst(true);
    const seen: string[] = [];
    const stop = captureInteractions(document.getElementById('g')!, (event) => seen.push((event.target as Element).id));
    releaseSecond(true);
    expect(seen).toEqual(['next']);
    stop();
  });
});

describe('heldFromMarkup', () => {
  it("holds clicks on controls and keys on them, and on a label of no field; leaves links that lead somewhere, fields, fields' labels and Tab to the browser", () => {
    document.body.innerHTML = '<button id="b">b</button><a id="hash" href="#x">x</a><a id="link" href="/y">y</a><input id="field"><label id="label" for="field">l</label><label id="tab">Drinks</label>';
    const on = (id: string, event: Event) => (document.getElementById(id)!.dispatchEvent(event), event);
    const clickOn = (id: string) => heldFromMarkup(on(id, new MouseEvent('click', { bubbles: true })));
    const keyOn = (id: string, key: string) => heldFromMarkup(on(id, new KeyboardEvent('keydown', { key, bubbles: true })));
    expect([clickOn('b'), clickOn('hash'), clickOn('link'), clickOn('field'), clickOn('label'), clickOn('tab')]).toEqual([true, true, false, false, false, true]);
    expect([keyOn('b', 'Enter'), keyOn('b', 'Tab'), keyOn('field', 'a'), keyOn('link', 'Enter'), keyOn('hash', 'Enter')]).toEqual([true, false, false, false, true]);
  });

  it("leaves clicks and keys on a media element's native controls to the browser (an audio block's play before its chunk)", () => {
    document.body.innerHTML = '<figure><audio id="audio" controls></audio><audio id="bare"></audio></figure>';
    const on = (id: string, event: Event) => (document.getElementById(id)!.dispatchEvent(event), event);
    expect(heldFromMarkup(on('audio', new MouseEvent('click', { bubbles: true })))).toBe(false);
    expect(heldFromMarkup(on('audio', new KeyboardEvent('keydown', { key: ' ', bubbles: true })))).toBe(false);
    expect(heldFromMarkup(on('bare', new MouseEvent('click', { bubbles: true })))).toBe(true);
  });
});
