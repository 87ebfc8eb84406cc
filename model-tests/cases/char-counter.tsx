import { useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { charCounterMachine, type CharCounterInput } from '../../machines/char-counter/machine';
import { CharCounter } from '../../views/char-counter/CharCounter';
import { reactView } from '../harness/react-view';
import type { ChartCase } from '../harness/walk-chart';

// The character counter chart's walk (model-tests/char-counter.model.test.tsx) and its page in the chart lab: a
// textarea as the form renders it, with its counter. `checkRead` sees what the counter read from the textarea.

function field(input: CharCounterInput, checkRead: (read: CharCounterInput) => void) {
  return function Field({ actorRef }: { actorRef: ActorRefFrom<typeof charCounterMachine> }) {
    const ref = useRef<HTMLTextAreaElement>(null);
    const start = (read: CharCounterInput) => {
      checkRead(read);
      return actorRef;
    };
    return (
      <>
        <textarea id="message" ref={ref} data-max-length={input.max || 'none'} defaultValue={'x'.repeat(input.length)} aria-describedby="message:help" aria-label="Message" />
        <CharCounter textareaRef={ref} start={start} />
      </>
    );
  };
}

export const charCounterCase = (input: CharCounterInput, checkRead: (read: CharCounterInput) => void = () => {}): ChartCase<typeof charCounterMachine> => ({
  title: `max ${input.max}, ${input.length} characters at first`,
  machine: charCounterMachine,
  input,
  mount: reactView(field(input, checkRead)),
  // Shorter, exactly at the max, over it.
  events: { INPUT: [{ length: 3 }, { length: 5 }, { length: 6 }] },
});

export const labCases = [charCounterCase({ max: 5, length: 0 })];
