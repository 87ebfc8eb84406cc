// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, vi } from 'vitest';
import { requestMachine } from '../machines/request/machine';
import { networkErrorMessage, parseFailureMessage } from '../machines/request/outcomes';
import { liveActors } from '../runtime/actors';
import { readCrumb, writeCrumb } from '../runtime/cookies';
import { LOGIN_REQUIRED_EVENT, NETWORK_ERROR_EVENT, requestEffects } from '../runtime/data-layer';
import { walkChart } from './harness';

// The request chart has no view of its own: what the visitor sees of it is the system error overlay (the real
// overlay host and view) and the events the page hears. The server's answers and the retry clock are driven by the
// walk; every other effect is the runtime's own.
const spec = { method: 'GET' as const, url: '/api/demo/echo', retries: 1 };
const heard: string[] = [];

const overlayMessages = () =>
  [...document.querySelectorAll('[data-scope="system-error"][data-part="messages"] li')].map((li) => li.textContent);

describe('request chart through the overlay and page events', () => {
  walkChart({
    // Sent straight to the actor until this chart's entry points and effects are caused by the page (issue 10).
    environment: ['AUTHORIZATION_FAILED', 'CRUMB_FAILED', 'FETCH', 'LOGIN_REQUIRED', 'NETWORK_FAILED', 'PARSE_FAILED', 'REFETCH', 'RETRY_DUE', 'SERVER_ERROR', 'SUCCEEDED'],
    machine: requestMachine.provide({ actions: { ...requestEffects(spec), sendRequest: () => {}, scheduleRetry: () => {} } }),
    input: { request: spec, cookiesEnabled: true },
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
      SUCCEEDED: [{ data: { ok: 1 } }],
      CRUMB_FAILED: [{ crumb: 'fresh-crumb' }],
      SERVER_ERROR: [{ message: 'Server says no.' }],
      PARSE_FAILED: [{ message: parseFailureMessage(spec.url, 'Unexpected end of JSON input') }],
      NETWORK_FAILED: [
        { status: 0, message: networkErrorMessage(0) },
        { status: 503, message: networkErrorMessage(503) },
      ],
    },
    actions: {
      // FETCH and REFETCH come from request()'s caller; the rest are the server's answers and the retry clock.
      FETCH: ({ actorRef }) => act(() => actorRef.send({ type: 'FETCH' })),
      REFETCH: ({ actorRef }) => act(() => actorRef.send({ type: 'REFETCH' })),
      SUCCEEDED: ({ actorRef, event }) => act(() => actorRef.send(event)),
      CRUMB_FAILED: ({ actorRef, event }) => act(() => actorRef.send(event)),
      SERVER_ERROR: ({ actorRef, event }) => act(() => actorRef.send(event)),
      LOGIN_REQUIRED: ({ actorRef, event }) => act(() => actorRef.send(event)),
      AUTHORIZATION_FAILED: ({ actorRef, event }) => act(() => actorRef.send(event)),
      PARSE_FAILED: ({ actorRef, event }) => act(() => actorRef.send(event)),
      NETWORK_FAILED: ({ actorRef, event }) => act(() => actorRef.send(event)),
      RETRY_DUE: ({ actorRef }) => act(() => actorRef.send({ type: 'RETRY_DUE' })),
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
        if (error.kind === 'network') expect(heard).toEqual([`network-error ${JSON.stringify({ url: spec.url, status: error.status })}`]);
        // The overlay's view is a lazy chunk: poll, letting React render between polls.
        await vi.waitFor(async () => {
          await act(async () => {});
          expect(overlayMessages()).toContain(error.message);
        });
      },
    },
  });
});
