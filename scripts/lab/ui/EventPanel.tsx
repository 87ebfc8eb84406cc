import { useId, useState } from 'react';
import type { EventObject } from 'xstate';

// The events the chart accepts now, one button per case (the model test's payloads), and a payload editor for
// sending any of them with another payload.

const payloadOf = ({ type: _, ...payload }: EventObject) => payload;
const describe = (event: EventObject) => {
  const payload = JSON.stringify(payloadOf(event));
  return payload === '{}' ? event.type : `${event.type} ${payload}`;
};

export function EventPanel({ accepted, onSend }: { accepted: EventObject[]; onSend: (event: EventObject) => void }) {
  const [chosen, setChosen] = useState(0);
  const [text, setText] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const ids = useId();
  const current = accepted[Math.min(chosen, accepted.length - 1)];
  const shownText = text ?? (current ? JSON.stringify(payloadOf(current), null, 2) : '');

  const sendEdited = () => {
    if (!current) return;
    try {
      const payload = JSON.parse(shownText || '{}') as unknown;
      if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) throw new Error('the payload must be a JSON object');
      setError(undefined);
      onSend({ ...(payload as object), type: current.type });
    } catch (problem) {
      setError(`Not sent: ${problem instanceof Error ? problem.message : String(problem)}`);
    }
  };

  if (!accepted.length) return <p className="muted">The chart accepts no event now.</p>;
  return (
    <div className="events">
      <ul className="event-buttons" aria-label="Events the chart accepts now">
        {accepted.map((event, i) => (
          <li key={`${i}:${describe(event)}`}>
            <button type="button" data-event={event.type} onClick={() => onSend(event)}>
              {describe(event)}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="payload-editor"
        onSubmit={(submit) => {
          submit.preventDefault();
          sendEdited();
        }}
      >
        <label htmlFor={`${ids}-event`}>Event</label>
        <select
          id={`${ids}-event`}
          value={Math.min(chosen, accepted.length - 1)}
          onChange={(change) => {
            setChosen(Number(change.target.value));
            setText(undefined);
          }}
        >
          {accepted.map((event, i) => (
            <option key={i} value={i}>
              {describe(event)}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-payload`}>Payload (JSON)</label>
        <textarea id={`${ids}-payload`} rows={4} value={shownText} onChange={(change) => setText(change.target.value)} spellCheck={false} />
        <button type="submit">Send {current?.type}</button>
        {error && <p role="alert" className="error">{error}</p>}
      </form>
    </div>
  );
}
