// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect } from 'vitest';
import { requestMachine } from '../machines/request/machine';
import { networkErrorMessage, parseFailureMessage } from '../machines/request/outcomes';
import { summaryAnatomy } from '../machines/summary/anatomy';
import { widgetRenderingRequest } from '../machines/summary/rules';
import { requestEffects } from '../runtime/data-layer';
import { loadRendering } from '../runtime/summary/widget-rendering';
import { SummaryEvents } from '../views/summary/SummaryEvents';
import { walkChart } from './harness';

// The generic fetch chart (pending, success with data, failed with error, refetch) through the view of its caller
// that keeps its request: a summary event block. FETCH is the block's own trigger at mount; the platform's answers
// settle the invoked attempt; REFETCH is the visitor pressing the retry control the failure shows.
const spec = widgetRenderingRequest({ type: 'events', id: 'upcoming' }, 'c-events');
const SERVER_CONTENT = '<a href="/events">All events</a>';
const RENDERING = '<ul class="summary-item-list"><li>Sourdough class, 4 May</li></ul>';

const retry = (container: HTMLElement) => container.querySelector<HTMLButtonElement>(summaryAnatomy.selector('retry'));
const message = (container: HTMLElement) => container.querySelector(summaryAnatomy.selector('message'))?.textContent ?? null;
const block = (container: HTMLElement) => container.querySelector<HTMLElement>('#events')!;

describe('generic fetch chart through a summary event block', () => {
  walkChart({
    machine: requestMachine.provide({ actions: requestEffects(spec) }),
    input: { request: spec, cookiesEnabled: true },
    // Every answer of the data layer is walked by the request chart's own model test; here, each message and the retry.
    paths: 'shortest',
    mount: async (actorRef, container) => {
      container.innerHTML = `<div id="events">${SERVER_CONTENT}</div>`;
      const host = document.createElement('div');
      block(container).append(host);
      const root = createRoot(host);
      await act(async () => root.render(<SummaryEvents actorRef={actorRef} blockId="events" block={block(container)} host={host} />));
      return () => act(() => root.unmount());
    },
    events: (snapshot) => ({
      'xstate.done.actor.sendRequest': [
        { output: { type: 'SUCCEEDED', data: { html: RENDERING } } },
        { output: { type: 'SERVER_ERROR', message: 'Collection not found' } },
        { output: { type: 'PARSE_FAILED', message: parseFailureMessage(spec.url, 'Unexpected token <') } },
        { output: { type: 'NETWORK_FAILED', status: 0, message: networkErrorMessage(0) } },
        { output: { type: 'NETWORK_FAILED', status: 503, message: networkErrorMessage(503) } },
      ],
      'xstate.error.actor.sendRequest': [{ error: new TypeError('Failed to fetch') }],
      ...Object.fromEntries(['SUCCEEDED', 'CRUMB_FAILED', 'SERVER_ERROR', 'LOGIN_REQUIRED', 'AUTHORIZATION_FAILED', 'PARSE_FAILED', 'NETWORK_FAILED'].map((type) => [type, []])),
      // The retry control exists once a load has failed: a loaded block has nothing to retry.
      REFETCH: snapshot.matches('failed') ? [{}] : [],
    }),
    actions: {
      FETCH: ({ trigger }) => act(() => loadRendering(trigger)),
      REFETCH: ({ container }) => act(() => retry(container)!.click()),
    },
    states: {
      idle: ({ container }) => {
        expect(block(container).innerHTML).toContain(SERVER_CONTENT);
        expect(retry(container)).toBeNull();
      },
      pending: ({ container }) => {
        expect(block(container).getAttribute('aria-busy')).toBe('true');
        expect(block(container).innerHTML).toContain(SERVER_CONTENT);
        expect(message(container)).toBeNull();
        expect(retry(container)).toBeNull();
      },
      waitingToRetry: ({ container }) => expect(block(container).getAttribute('aria-busy')).toBe('true'),
      success: ({ container }) => {
        const content = block(container);
        expect(content.hasAttribute('aria-busy')).toBe(false);
        // data.html replaces the block's content; the view's own box stays last
        expect(content.querySelector('.summary-item-list')!.textContent).toBe('Sourdough class, 4 May');
        expect(content.innerHTML).not.toContain(SERVER_CONTENT);
        expect(content.firstElementChild!.matches('.summary-item-list')).toBe(true);
        expect(retry(container)).toBeNull();
        expect(message(container)).toBeNull();
      },
      failed: ({ container, snapshot }) => {
        const { error } = snapshot.context;
        const mayPass = error!.kind === 'network' && error!.status !== 503;
        expect(message(container)).toBe(mayPass ? 'Unable to load. Try again.' : 'Unable to load results');
        expect(block(container).innerHTML).toContain(SERVER_CONTENT);
        expect(block(container).hasAttribute('aria-busy')).toBe(false);
        expect(retry(container)!.textContent).toBe('Try again');
        expect(retry(container)!.getAttribute('aria-describedby')).toBe('events:message');
        expect(container.querySelector(summaryAnatomy.selector('status'))!.getAttribute('role')).toBe('status');
      },
    },
  });
});
