// @vitest-environment happy-dom
import { describe, expect, vi } from 'vitest';
import type { AnyActorLogic } from 'xstate';
import { accordionAnatomy } from '../machines/accordion/anatomy';
import { BLOCK_STATE_ATTRIBUTE } from '../machines/block-lifecycle/connect';
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
const CHUNK_ERROR = 'Loading chunk failed';
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
/** The kind's chunk of the current load: the walk makes it arrive or fail. */
let chunk: { arrive: () => void; fail: (error: unknown) => void };
const load = () =>
  new Promise<BlockModule<any>>((resolve, reject) => {
    chunk = { arrive: () => void import('../views/accordion/block').then(resolve), fail: reject };
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
let warn: ReturnType<typeof vi.spyOn>;

describe('block lifecycle chart through the block on the page', () => {
  walkChart({
    ...blockLifecycleCase, // the lab says the chart has no view; the walk wires up the runtime around it
    machine,
    // Everything but the chunk's load is the runtime's; the load is too, over the chunk the walk holds.
    actors: runtimeEffects,
    mount: (actorRef) => {
      element.innerHTML = SERVER_MARKUP;
      document.body.append(element);
      warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const stop = showBlockState(actorRef, element);
      return () => {
        stop();
        warn.mockRestore();
        element.remove();
        element.removeAttribute(BLOCK_STATE_ATTRIBUTE);
      };
    },
    events: { 'xstate.error.actor.mountBlock': [{ error: new Error(CHUNK_ERROR) }] },
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
        chunk.fail((event as { error?: unknown }).error);
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
        expect(warn).toHaveBeenCalledWith(`[visitor-runtime] Block "accordion" (#faq) is skipped: the module for "accordion" failed to load (${CHUNK_ERROR}).`);
      },
    },
  });
});
