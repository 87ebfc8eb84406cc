// @vitest-environment happy-dom
import { act, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { charCounterAnatomy } from '../../machines/char-counter/anatomy';
import { attachCharCounter } from './attach';
import { CharCounter } from './CharCounter';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanup = () => {};
afterEach(() => cleanup());

function textarea(attributes: Record<string, string> = {}) {
  const element = document.body.appendChild(document.createElement('textarea'));
  element.id = 'msg';
  element.dataset.maxLength = '3';
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  cleanup = () => element.remove();
  return element;
}

function type(element: HTMLTextAreaElement, text: string) {
  element.value = text;
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('attachCharCounter', () => {
  it('attaches to a textarea only once: a second attach returns the first counter, which counts each input once', () => {
    const element = textarea();
    const first = attachCharCounter(element);
    expect(attachCharCounter(element)).toBe(first);
    const seen: number[] = [];
    first.actorRef.subscribe((snapshot) => seen.push(snapshot.context.length));
    type(element, 'ab');
    expect(seen).toEqual([2]);
    expect(element.getAttribute('aria-describedby')).toBe('msg:counter');
  });

  it("marks the textarea while over, leaves the form's own aria-invalid alone, and detach takes back only its own", () => {
    const element = textarea({ 'aria-invalid': 'true', 'aria-describedby': 'msg:error' });
    const counter = attachCharCounter(element);
    type(element, 'abcd');
    expect(element.hasAttribute('data-invalid')).toBe(true);
    type(element, 'ab');
    expect(element.getAttribute('aria-invalid')).toBe('true'); // the form's, not the counter's
    expect(element.hasAttribute('data-invalid')).toBe(false);
    counter.detach();
    expect(element.getAttribute('aria-describedby')).toBe('msg:error');
    expect(counter.actorRef.getSnapshot().status).toBe('stopped');
    expect(attachCharCounter(element)).not.toBe(counter);
  });

  it('has no counter when data-max-length is negative', () => {
    const element = textarea({ 'data-max-length': '-4' });
    expect(attachCharCounter(element).actorRef.getSnapshot().value).toBe('off');
    expect(element.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('CharCounter', () => {
  it('keeps its counter across remounts and follows values and attributes React writes', () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    let setText: (text: string) => void = () => {};
    let toggleCounter: () => void = () => {};
    function Field() {
      const ref = useRef<HTMLTextAreaElement>(null);
      const [text, set] = useState('');
      const [counted, setCounted] = useState(true);
      setText = set;
      toggleCounter = () => setCounted((on) => !on);
      return (
        <>
          <textarea id="f" ref={ref} data-max-length="4" value={text} onChange={() => {}} aria-describedby={text ? 'f:error' : undefined} />
          {counted && <CharCounter textareaRef={ref} />}
        </>
      );
    }
    act(() => root.render(<Field />));
    cleanup = () => {
      act(() => root.unmount());
      container.remove();
    };
    const counterText = () => container.querySelector(charCounterAnatomy.selector('counter'))?.textContent;
    const box = container.querySelector('textarea')!;
    expect(counterText()).toBe('0 / 4');
    act(() => setText('hello')); // set by React: no input event, and React rewrote aria-describedby
    expect(counterText()).toBe('5 / 4');
    expect(box.getAttribute('aria-describedby')).toBe('f:error f:counter');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    act(() => toggleCounter());
    act(() => toggleCounter());
    expect(counterText()).toBe('5 / 4');
    expect(container.querySelectorAll(charCounterAnatomy.selector('counter'))).toHaveLength(1);
  });
});
