import { useSelector } from '@xstate/react';
import { useLayoutEffect, useState, type RefObject } from 'react';
import { connectCharCounter } from '../../machines/char-counter/connect';
import { attachCharCounter, type AttachOptions, type CharCounterHandle } from './attach';

interface Props extends AttachOptions {
  /** The textarea, carrying `data-max-length`; rendered before the counter (its sibling, typically). */
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

/** 'length / max' under a textarea; nothing when its max is 0. Marks the textarea while it is over. */
export function CharCounter({ textareaRef, start }: Props) {
  const [counter, setCounter] = useState<CharCounterHandle | null>(null);
  useLayoutEffect(() => {
    if (textareaRef.current) setCounter(attachCharCounter(textareaRef.current, start ? { start } : {}));
    // Attached once for the textarea's lifetime (a remount gets the same counter), so no detach on unmount.
  }, [textareaRef, start]);
  // After every render of the field: React may have rewritten the textarea's value or its aria attributes.
  useLayoutEffect(() => counter?.sync());
  return counter ? <CounterText counter={counter} /> : null;
}

function CounterText({ counter }: { counter: CharCounterHandle }) {
  const api = connectCharCounter(useSelector(counter.actorRef, (s) => s), counter.actorRef.send, { id: counter.id });
  return api.shown ? <span {...api.counterProps}>{api.text}</span> : null;
}
