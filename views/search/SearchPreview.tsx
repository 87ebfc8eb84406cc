import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connectSearchPreview } from '../../machines/search/connect';
import type { searchPreviewMachine } from '../../machines/search/machine';
import { propBinder } from '../shared/bind-props';

export interface SearchPreviewProps {
  actorRef: ActorRefFrom<typeof searchPreviewMachine>;
  blockId: string;
  /** The server's search field, adopted where it is: its input events are the chart's. */
  field: HTMLInputElement;
}

/** The search block's preview under the server's form: the status line, the result links and, on failure, Try again. */
export function SearchPreview({ actorRef, blockId, field }: SearchPreviewProps) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectSearchPreview(snapshot, actorRef.send, { id: blockId });
  const [binder] = useState(propBinder);
  useLayoutEffect(() => () => binder.restore(), [binder]);
  useLayoutEffect(() => binder.bind(field, api.fieldProps));
  const latest = useRef(api);
  latest.current = api;
  useLayoutEffect(() => {
    const listener = () => latest.current.fieldHandlers.input(field.value);
    field.addEventListener('input', listener);
    return () => field.removeEventListener('input', listener);
  }, [field]);
  return (
    <div {...api.previewProps}>
      <p {...api.statusProps}>{api.status}</p>
      <ul {...api.resultsProps}>
        {api.results.map((result, index) => (
          <li key={index}>
            <a {...api.getResultProps(index)}>{result.title}</a>
          </li>
        ))}
      </ul>
      {api.retryProps && <button {...api.retryProps}>Try again</button>}
    </div>
  );
}
