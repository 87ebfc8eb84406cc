// @vitest-environment happy-dom
import { describe, expect, vi } from 'vitest';
import type { AnyActorLogic } from 'xstate';
import { accordionAnatomy } from '../machines/accordion/anatomy';
import { BLOCK_STATE_ATTRIBUTE } from '../machines/block-lifecycle/connect';
import { CHUNK_LOAD_ERROR } from '../machines/block-lifecycle/machine';
import type { ApproachWatch } from '../runtime/blocks/approach';
import type { BlockModule } from '../runtime/blocks/contract';
import { liveActors } from '../runtime/actors';
import { blockLifecycle } from '../runtime/blocks/effects';
import { showBlockState } from '../runtime/blocks/lifecycle';
import { mountQueue } from '../runtime/blocks/mount-queue';
import { defaultSiteContext } from '../runtime/site-context';
import { blockLifecycleCase } from './cases/block-lifecycle';
import { walkChart } from './harness';
import { waitForSignal } from './support/wait-for-signal';

// The chart's view is the block element on the page: its `data-block-state`, its server markup while dormant,
// loading or failed, and the accordion once mounted. The effects are the runtime's own, over an IntersectionObserver
// the walk reports through, the document's real interaction capture, and a chunk the walk makes arrive or fail.
const SERVER_MARKUP = '<p>When are you open? Every day from 7 to 18.</p>';
const FETCH_ERROR = 'Failed to fetch dynamically imported module';
const REFUSED = 'not what this walk accepts';
/** How the chart tells a chunk that did not load from a block that is skipped (runtime/blocks/messages.ts). */
const chunkError = Object.assign(new Error('Loading chunk failed'), { name: CHUNK_LOAD_ERROR });
const element = document.createElement('section');
element.id = 'faq';
element.dataset.blockType = 'accordion';
element.dataset.blockJson = JSON.stringify({ items: [{ title: 'Hours', content: '7 to 18' }] });

/** The IntersectionObserver: the walk reports the block near. */
let reportNear = () => {};
const approach: ApproachWatch = {
  watch: (_element, near) => {
    reportNear = near;
    return () => void (reportNear = () => {});
  },
  firstReports: () => Promise.resolve(),
};
/** The kind's chunk of the current load: the walk makes it arrive (the real one, or one whose schema refuses the
 * block's data: a skipped block), fail, or never come (the chart's clock then moves past the chunk timeout). */
let chunk: { arrive: () => void; arriveRefusing: () => void; fail: (error: unknown) => void };
const load = () =>
  new Promise<BlockModule<any>>((resolve, reject) => {
    const real = () => import('../views/accordion/block');
    chunk = {
      arrive: () => void real().then(resolve),
      arriveRefusing: () =>
        void real().then((module) =>
          resolve({ ...module, schema: { safeParse: () => ({ success: false, error: { issues: [{ path: ['items'], message: REFUSED }] } }) } }),
        ),
      fail: reject,
    };
  });
const machine = blockLifecycle({
  element,
  id: 'faq',
  kind: 'accordion',
  entry: { nature: 'interactive', load },
  published: false,
  site: defaultSiteContext(),
  approach,
  queue: mountQueue(),
});
const runtimeEffects = machine.implementations.actors as Record<string, AnyActorLogic>;

const state = () => element.getAttribute(BLOCK_STATE_ATTRIBUTE);
const trigger = () => element.querySelector(accordionAnatomy.selector('trigger'));
const settledTo = (expected: string) => waitForSignal(() => expect(state()).toBe(expected));
let logged: ReturnType<typeof vi.spyOn>;

describe('block lifecycle chart through the block on the page', () => {
  walkChart({
    ...blockLifecycleCase, // the lab says the chart has no view; the walk wires up the runtime around it
    machine,
    // Everything but the chunk's load is the runtime's; the load is too, over the chunk the walk holds.
    actors: runtimeEffects,
    mount: (actorRef) => {
      element.innerHTML = SERVER_MARKUP;
      document.body.append(element);
      logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const stop = showBlockState(actorRef, element);
      return () => {
        stop();
        logged.mockRestore();
        element.remove();
        element.removeAttribute(BLOCK_STATE_ATTRIBUTE);
      };
    },
    events: { 'xstate.error.actor.mountBlock': [{ error: chunkError }, { error: new Error('invalid configuration') }] },
    actions: {
      APPROACHED: () => reportNear(),
      // The visitor presses inside the dormant block: the document's capture sees it first.
      INTERACTED: () => void element.firstElementChild!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })),
      // Page code (visitorRuntime.boot(element)), the address or a kind live at once: the runtime sends BOOT.
      BOOT: ({ trigger: actor }) => actor.send({ type: 'BOOT' }),
      DESTROY: ({ trigger: actor }) => actor.send({ type: 'DESTROY' }),
      'xstate.done.actor.mountBlock': async () => {
        chunk.arrive();
        await settledTo('booted');
      },
      'xstate.error.actor.mountBlock': async ({ event }) => {
        if ((event as { error?: Error }).error?.name === CHUNK_LOAD_ERROR) chunk.fail(new Error(FETCH_ERROR));
        else chunk.arriveRefusing();
        await settledTo('failed');
      },
    },
    states: {
      dormant: () => {
        expect(state()).toBe('dormant');
        expect(element.innerHTML).toBe(SERVER_MARKUP);
        expect(liveActors.has('faq')).toBe(false);
      },
      loading: () => {
        expect(state()).toBe('loading');
        expect(element.innerHTML).toBe(SERVER_MARKUP);
      },
      mounted: () => {
        expect(state()).toBe('booted');
        expect(trigger()?.textContent).toBe('Hours');
        expect(liveActors.get('faq')?.getSnapshot().status).toBe('active');
      },
      failed: () => {
        expect(state()).toBe('failed');
        expect(element.innerHTML).toBe(SERVER_MARKUP);
        expect(logged).toHaveBeenLastCalledWith(`[visitor-runtime] Block "accordion" (#faq) is skipped: invalid configuration at items: ${REFUSED}.`);
      },
      chunkFailed: () => {
        expect(state()).toBe('failed');
        expect(element.innerHTML).toBe(SERVER_MARKUP);
        // a chunk that failed, or one that has not come in 120 s on the chart's clock
        const reason = new RegExp(`\\((${FETCH_ERROR}|timeout 120 s)\\)`);
        expect(String(logged.mock.lastCall?.[0])).toMatch(/^\[visitor-runtime\] Block "accordion" \(#faq\): Loading chunk failed \(/);
        expect(String(logged.mock.lastCall?.[0])).toMatch(reason);
      },
    },
  });
});
