import { useId, useState } from 'react';

/** The simulated clock: its time, to the next timer, or forward by N ms. */
export function ClockControls({ now, nextTimer, onNext, onAdvance }: { now: number; nextTimer: number | undefined; onNext: () => void; onAdvance: (ms: number) => void }) {
  const [ms, setMs] = useState('100');
  const id = useId();
  const amount = Number(ms);
  const valid = Number.isFinite(amount) && amount >= 0;
  return (
    <fieldset className="clock">
      <legend>Simulated clock</legend>
      <p>
        Time: <output data-testid="clock-now">{now} ms</output>
        {nextTimer !== undefined ? ` · next timer at ${nextTimer} ms` : ' · no timer running'}
      </p>
      <button type="button" disabled={nextTimer === undefined} onClick={onNext}>
        To the next timer
      </button>
      <form
        onSubmit={(submit) => {
          submit.preventDefault();
          if (valid) onAdvance(amount);
        }}
      >
        <label htmlFor={id}>By (ms)</label>
        <input id={id} type="number" min={0} step={1} value={ms} onChange={(change) => setMs(change.target.value)} aria-invalid={!valid} />
        <button type="submit" disabled={!valid}>
          Advance
        </button>
      </form>
    </fieldset>
  );
}
