// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect } from 'vitest';
import { LIFECYCLE_ATTRIBUTE, pageLifecycle } from '../runtime/page';
import { walkChart } from './harness';

// The lifecycle's "view" is the page itself: the runtime's initialisers boot the blocks found in the document.
const page = pageLifecycle(document);
const block = () => document.getElementById('faq')!;

describe('page lifecycle chart through the page', () => {
  walkChart({
    // Sent straight to the actor until this chart's entry points and effects are caused by the page (issue 10).
    environment: ['DESTROY', 'PAGE_READY'],
    machine: page.machine,
    mount: () => {
      document.documentElement.removeAttribute(LIFECYCLE_ATTRIBUTE);
      document.body.innerHTML = `<section id="faq" data-block-type="accordion"
        data-block-json='{"items": [{"title": "Hours", "content": "7 to 18"}]}'><p>fallback</p></section>`;
      return () => void (document.body.innerHTML = '');
    },
    actions: {
      // What visitorRuntime.boot() and destroy() send; booting waits for the block chunks like boot() does.
      PAGE_READY: async ({ actorRef }) => {
        actorRef.send({ type: 'PAGE_READY' });
        await act(() => page.blocksReady());
      },
      DESTROY: ({ actorRef }) => act(() => actorRef.send({ type: 'DESTROY' })),
    },
    states: {
      notInitialised: () => {
        expect(document.documentElement.hasAttribute(LIFECYCLE_ATTRIBUTE)).toBe(false);
        expect(block().textContent).toBe('fallback');
      },
      initialised: () => {
        expect(document.documentElement.getAttribute(LIFECYCLE_ATTRIBUTE)).toBe('initialised');
        expect(block().dataset.blockState).toBe('booted');
        expect(block().querySelector('[data-part="trigger"]')?.textContent).toBe('Hours');
      },
      destroyed: () => {
        expect(document.documentElement.getAttribute(LIFECYCLE_ATTRIBUTE)).toBe('destroyed');
        expect(block().dataset.blockState).toBeUndefined();
        expect(block().querySelector('[data-part="trigger"]')).toBeNull();
      },
    },
  });
});
