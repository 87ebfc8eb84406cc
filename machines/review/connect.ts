import type { SnapshotFrom } from 'xstate';
import { enUS } from '../shared/text/en-US';
import { reviewAnatomy } from './anatomy';
import { charactersLeft, REVIEW_MAX_LENGTH, unavailableMessage } from './answers';
import type { reviewMachine, ReviewEvent } from './machine';

type Snapshot = SnapshotFrom<typeof reviewMachine>;
type Send = (event: ReviewEvent) => void;

export const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Pure: snapshot → the review page's parts. The rating is a radio group of five stars (WAI-ARIA radio group, native
 * inputs); the text area's counter says how many characters are left; the message is an alert tied to the group.
 */
export function connectReview(snapshot: Snapshot, send: Send, { id }: { id: string }) {
  const { product, rating, text, error, unavailable } = snapshot.context;
  const part = reviewAnatomy.attrs;
  const errorId = `${id}:error`;
  const counterId = `${id}:counter`;
  const outcome = snapshot.matches('thanked') ? enUS['review.thanks'] : unavailable ? unavailableMessage(unavailable) : null;
  return {
    rootProps: { ...part('root'), id: `${id}:root`, 'data-state': String(snapshot.value), 'aria-busy': snapshot.matches('loading') || snapshot.matches('submitting') },
    showForm: snapshot.matches('editing') || snapshot.matches('submitting'),
    productName: product?.name ?? '',
    formProps: {
      ...part('form'),
      noValidate: true,
      onSubmit: (event: { preventDefault(): void }) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      },
    },
    ratingProps: { ...part('rating'), 'aria-describedby': error ? errorId : undefined, 'aria-invalid': error === enUS['validation.selectStarRating'] || undefined },
    stars: STARS.map((stars) => ({
      stars,
      label: `${stars} star${stars === 1 ? '' : 's'}`,
      inputProps: {
        ...part('star'),
        type: 'radio' as const,
        name: `${id}-rating`,
        id: `${id}:star:${stars}`,
        value: String(stars),
        checked: rating === stars,
        onChange: () => send({ type: 'RATE', rating: stars }),
      },
    })),
    textProps: {
      ...part('text'),
      id: `${id}:text`,
      value: text,
      maxLength: REVIEW_MAX_LENGTH,
      rows: 5,
      'aria-describedby': counterId,
      onChange: (event: { currentTarget: { value: string } }) => send({ type: 'EDIT_TEXT', text: event.currentTarget.value }),
    },
    counter: charactersLeft(text),
    counterProps: { ...part('counter'), id: counterId },
    error,
    errorProps: { ...part('error'), id: errorId, role: 'alert' as const },
    submitProps: { ...part('submit'), type: 'submit' as const, disabled: snapshot.matches('submitting') },
    outcome,
    outcomeProps: { ...part('outcome'), role: 'status' as const },
  };
}
