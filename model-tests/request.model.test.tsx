// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect } from 'vitest';
import { requestMachine } from '../machines/request/machine';
import { networkErrorMessage, parseFailureMessage } from '../machines/request/outcomes';
import { liveActors } from '../runtime/actors';
import { readCrumb, writeCrumb } from '../runtime/cookie-values';
import { fetchWith, LOGIN_REQUIRED_EVENT, NETWORK_ERROR_EVENT, requestEffects } from '../runtime/data-layer';
import { systemErrorView } from '../runtime/system-error';
import { requestCase, requestSpec } from './cases/request';
import { walkChart } from './harness';
import { systemErrorAnatomy } from '../machines/system-error/anatomy';

// The request chart has no view of its own: what the visitor sees of it is the system error overlay (the real
// overlay host and view) and the events the page hears. FETCH comes through the data layer's own trigger
// (fetchWith, what request() runs); the server's answers settle the invoked attempt; the retry is the chart's own
// 200 ms; every other effect is the runtime's own.
const spec = requestSpec;
const heard: string[] = [];

const overlayMessages = () =>
  [...document.querySelectorAll(`${systemErrorAnatomy.selector('messages')} li`)].map((li) => li.textContent);

describe('request chart through the overlay and page events', () => {
  walkChart({
    ...requestCase, // the lab says the chart has no view; the walk wires up the runtime around it
    // REFETCH is the chart's entry for a caller that keeps its request (request() settles and stops it): sent
    // straight to the actor here; the summary event block's retry control sends it (summary-events.model.test.tsx).
    environment: ['REFETCH'],
    machine: requestMachine.provide({ actions: requestEffects(spec) }),
    mount: () => {
      heard.length = 0;
      writeCrumb('first-crumb');
      const onLogin = () => heard.push('login-required');
      const onNetwork = (e: Event) => heard.push(`network-error ${JSON.stringify((e as CustomEvent).detail)}`);
      document.addEventListener(LOGIN_REQUIRED_EVENT, onLogin);
      document.addEventListener(NETWORK_ERROR_EVENT, onNetwork);
      return () => {
        document.removeEventListener(LOGIN_REQUIRED_EVENT, onLogin);
        document.removeEventListener(NETWORK_ERROR_EVENT, onNetwork);
        act(() => liveActors.get('systemError')?.send({ type: 'CLEAR' }));
      };
    },
    events: {
      'xstate.done.actor.sendRequest': [
        { output: { type: 'SUCCEEDED', data: { ok: 1 } } },
        { output: { type: 'CRUMB_FAILED', crumb: 'fresh-crumb' } },
        { output: { type: 'SERVER_ERROR', message: 'Server says no.' } },
        { output: { type: 'LOGIN_REQUIRED' } },
        { output: { type: 'AUTHORIZATION_FAILED' } },
        { output: { type: 'PARSE_FAILED', message: parseFailureMessage(spec.url, 'Unexpected end of JSON input') } },
        { output: { type: 'NETWORK_FAILED', status: 0, message: networkErrorMessage(0) } },
        { output: { type: 'NETWORK_FAILED', status: 503, message: networkErrorMessage(503) } },
      ],
      'xstate.error.actor.sendRequest': [{ error: new TypeError('Failed to fetch') }],
      // The outcomes are the chart's own events, raised from the attempt's answer above; never sent from outside.
      ...Object.fromEntries(['SUCCEEDED', 'CRUMB_FAILED', 'SERVER_ERROR', 'LOGIN_REQUIRED', 'AUTHORIZATION_FAILED', 'PARSE_FAILED', 'NETWORK_FAILED'].map((type) => [type, []])),
    },
    actions: {
      FETCH: ({ trigger }) => act(() => void fetchWith(trigger).catch(() => {})),
      REFETCH: ({ actorRef }) => act(() => actorRef.send({ type: 'REFETCH' })),
    },
    states: {
      idle: () => expect(overlayMessages()).toEqual([]),
      pending: ({ snapshot }) => {
        // After a crumb failure the new crumb is stored before the one retry.
        if (snapshot.context.crumbRetried) expect(readCrumb()).toBe('fresh-crumb');
      },
      waitingToRetry: ({ snapshot }) => {
        expect(snapshot.context.retriesLeft).toBe(0);
        expect(heard).toEqual([]);
      },
      success: ({ snapshot }) => {
        expect(snapshot.context.data).toEqual({ ok: 1 });
        expect(overlayMessages()).toEqual([]);
      },
      failed: async ({ snapshot }) => {
        const error = snapshot.context.error!;
        if (error.kind === 'loginRequired') {
          expect(heard).toEqual(['login-required']);
          expect(overlayMessages()).toEqual([]);
          return;
        }
        if (error.kind === 'network') expect(heard).toEqual([`network-error ${JSON.stringify({ url: spec.url, status: error.status ?? 0 })}`]);
        // The overlay's view is a lazy chunk: once it has been mounted, React has rendered the messages.
        await act(() => systemErrorView());
        expect(overlayMessages()).toContain(error.message);
      },
    },
  });
});
