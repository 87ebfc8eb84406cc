import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectReview } from '../../machines/review/connect';
import type { reviewMachine } from '../../machines/review/machine';

interface Props {
  actorRef: ActorRefFrom<typeof reviewMachine>;
  blockId: string;
}

/** The review request page: a star rating, a text with the characters left, submit; or the request's outcome. */
export function ReviewView({ actorRef, blockId }: Props) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectReview(snapshot, actorRef.send, { id: blockId });
  return (
    <section {...api.rootProps}>
      <p {...api.outcomeProps}>{api.outcome}</p>
      {api.showForm && (
        <form {...api.formProps}>
          <h2>Review {api.productName}</h2>
          <fieldset {...api.ratingProps}>
            <legend>Rating</legend>
            {api.stars.map((star) => (
              <label key={star.stars} htmlFor={star.inputProps.id}>
                <input {...star.inputProps} /> {star.label}
              </label>
            ))}
          </fieldset>
          <label htmlFor={api.textProps.id}>Your review</label>
          <textarea {...api.textProps} />
          <p {...api.counterProps}>{api.counter}</p>
          <p {...api.errorProps}>{api.error}</p>
          <button {...api.submitProps}>Submit review</button>
        </form>
      )}
    </section>
  );
}
