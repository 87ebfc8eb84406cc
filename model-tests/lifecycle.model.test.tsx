// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect } from 'vitest';
import { accordionAnatomy } from '../machines/accordion/anatomy';
import { everyBlockNear } from '../runtime/blocks/approach';
import { bootPage, destroyPage, LIFECYCLE_ATTRIBUTE, pageLifecycle } from '../runtime/page';
import { lifecycleCase } from './cases/lifecycle';
import { walkChart } from './harness';

// The lifecycle's "view" is the page itself: the runtime's initialisers boot the blocks found in the document.
const page = pageLifecycle(document, [], { approach: everyBlockNear() });
const block = () => document.getElementById('faq')!;

describe('page lifecycle chart through the page', () => {
  walkChart({
    ...lifecycleCase, // the lab says the chart has no view; the walk wires up the runtime around it
    machine: page.machine,
    mount: () => {
      document.documentElement.removeAttribute(LIFECYCLE_ATTRIBUTE);
      document.body.innerHTML = `<section id="faq" data-block-type="accordion"
        data-block-json='{"items": [{"title": "Hours", "content": "7 to 18"}]}'><p>fallback</p></section>`;
      return () => void (document.body.innerHTML = '');
    },
    actions: {
      // Through what visitorRuntime.boot() and destroy() run; booting waits for the block chunks like boot() does.
      PAGE_READY: ({ trigger }) => act(() => bootPage(trigger, page.blocksReady)),
      DESTROY: ({ trigger }) => act(() => destroyPage(trigger)),
    },
    states: {
      notInitialised: () => {
        expect(document.documentElement.hasAttribute(LIFECYCLE_ATTRIBUTE)).toBe(false);
        expect(block().textContent).toBe('fallback');
      },
      initialised: () => {
        expect(document.documentElement.getAttribute(LIFECYCLE_ATTRIBUTE)).toBe('initialised');
        expect(block().dataset.blockState).toBe('booted');
        expect(block().querySelector(accordionAnatomy.selector('trigger'))?.textContent).toBe('Hours');
      },
      destroyed: () => {
        expect(document.documentElement.getAttribute(LIFECYCLE_ATTRIBUTE)).toBe('destroyed');
        expect(block().dataset.blockState).toBeUndefined();
        expect(block().querySelector(accordionAnatomy.selector('trigger'))).toBeNull();
      },
    },
  });
});
