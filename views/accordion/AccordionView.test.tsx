// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { accordionMachine } from '../../machines/accordion/machine';
import { AccordionView } from './AccordionView';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanup = () => {};
afterEach(() => cleanup());

describe('accordion keyboard use (WAI-ARIA accordion)', () => {
  it('moves focus between headers with Down, Up (wrapping), Home and End', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const actor = createActor(accordionMachine, { input: { itemCount: 3, allowMultiple: false, expandFirst: false } }).start();
    const items = ['A', 'B', 'C'].map((title) => ({ title, content: title.toLowerCase() }));
    const root = createRoot(container);
    act(() => root.render(<AccordionView actorRef={actor} blockId="faq" items={items} />));
    cleanup = () => {
      act(() => root.unmount());
      container.remove();
    };
    const press = (key: string) =>
      act(() => void document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));
    const focused = () => document.activeElement?.id;
    document.getElementById('faq:trigger:0')!.focus();
    press('ArrowDown');
    expect(focused()).toBe('faq:trigger:1');
    press('End');
    expect(focused()).toBe('faq:trigger:2');
    press('ArrowDown');
    expect(focused()).toBe('faq:trigger:0');
    press('ArrowUp');
    expect(focused()).toBe('faq:trigger:2');
    press('Home');
    expect(focused()).toBe('faq:trigger:0');
  });
});
