// @vitest-environment happy-dom
import { fireEvent } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { reviewAnatomy } from '../machines/review/anatomy';
import { reviewCase } from './cases/review';
import { walkChart } from './harness';

const part = (container: HTMLElement, name: Parameters<typeof reviewAnatomy.selector>[0]) => container.querySelector<HTMLElement>(reviewAnatomy.selector(name));
const outcomes = { expired: 'Your review request has expired', 'already-reviewed': 'You have already reviewed this purchase', 'no-products': 'There are no products to review', failed: 'Something went wrong' };

describe('review chart through the review request page', () => {
  walkChart({
    ...reviewCase,
    paths: 'shortest',
    actions: {
      RATE: ({ container, event }) => void fireEvent.click(container.querySelector(`input[value="${event.rating}"]`)!),
      EDIT_TEXT: ({ container, event }) => void fireEvent.change(part(container, 'text')!, { target: { value: event.text } }),
      SUBMIT: ({ container }) => void fireEvent.submit(part(container, 'form')!),
    },
    states: {
      loading: ({ container }) => {
        expect(part(container, 'form')).toBeNull();
        expect(part(container, 'root')!.getAttribute('aria-busy')).toBe('true');
      },
      editing: ({ container, snapshot }) => {
        const { rating, text, error } = snapshot.context;
        expect(container.querySelector('h2')!.textContent).toBe('Review Harbour T-shirt');
        expect(container.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked').length).toBe(rating === null ? 0 : 1);
        expect((part(container, 'text') as HTMLTextAreaElement).value).toBe(text);
        expect(part(container, 'counter')!.textContent).toBe(`${1000 - text.length} characters left`);
        expect(part(container, 'error')!.textContent).toBe(error ?? '');
        expect(part(container, 'rating')!.getAttribute('aria-invalid')).toBe(error === 'Please select a star rating' ? 'true' : null);
      },
      submitting: ({ container }) => {
        expect((part(container, 'submit') as HTMLButtonElement).disabled).toBe(true);
      },
      thanked: ({ container }) => {
        expect(part(container, 'outcome')!.textContent).toBe('Thanks for your feedback');
        expect(part(container, 'form')).toBeNull();
      },
      unavailable: ({ container, snapshot }) => {
        expect(part(container, 'outcome')!.textContent).toBe(outcomes[snapshot.context.unavailable!]);
        expect(part(container, 'form')).toBeNull();
      },
    },
  });
});
