// @vitest-environment happy-dom
import { fireEvent } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { searchAnatomy } from '../machines/search/anatomy';
import { PREVIEW_FAILED, PREVIEW_SEARCHING } from '../machines/search/connect';
import { resultsStatus } from '../machines/search/rules';
import { searchPreviewCase } from './cases/search';
import { walkChart } from './harness';

const field = (container: HTMLElement) => container.querySelector('input')!;
const part = (container: HTMLElement, name: 'status' | 'results' | 'retry') => container.querySelector<HTMLElement>(searchAnatomy.selector(name));
const links = (container: HTMLElement) => [...container.querySelectorAll(searchAnatomy.selector('result'))].map((link) => [link.textContent, link.getAttribute('href')]);

describe('search preview chart through the preview under the search form', () => {
  walkChart({
    ...searchPreviewCase,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
    actions: {
      QUERY: ({ container, event }) => void fireEvent.input(field(container), { target: { value: event.text } }),
      RETRY: ({ container }) => void fireEvent.click(part(container, 'retry')!),
    },
    states: {
      idle: ({ container }) => {
        expect(part(container, 'status')!.textContent).toBe('');
        expect(part(container, 'results')!.hidden).toBe(true);
        expect(field(container).getAttribute('aria-describedby')).toBe(part(container, 'status')!.id);
      },
      typing: ({ container }) => expect(part(container, 'status')!.textContent).toBe(PREVIEW_SEARCHING),
      loading: ({ container }) => {
        expect(part(container, 'status')!.textContent).toBe(PREVIEW_SEARCHING);
        expect(part(container, 'retry')).toBeNull();
      },
      shown: ({ container, snapshot }) => {
        const { query, results } = snapshot.context;
        expect(part(container, 'status')!.textContent).toBe(resultsStatus(results.length, query));
        expect(links(container)).toEqual(results.map((result) => [result.title, result.url]));
        expect(part(container, 'results')!.hidden).toBe(results.length === 0);
      },
      failed: ({ container }) => {
        expect(part(container, 'status')!.textContent).toBe(PREVIEW_FAILED);
        expect(part(container, 'retry')!.textContent).toBe('Try again');
        expect(links(container)).toEqual([]);
      },
    },
  });
});
