import { createActor, type ActorRefFrom } from 'xstate';
import { charCounterId, connectCharCounter } from '../../machines/char-counter/connect';
import { charCounterMachine, type CharCounterInput } from '../../machines/char-counter/machine';
import { parseCounterMax } from '../../machines/char-counter/rules';

export type CharCounterActorRef = ActorRefFrom<typeof charCounterMachine>;

export interface CharCounterHandle {
  /** The counter element's id, named by the textarea's aria-describedby. */
  id: string;
  actorRef: CharCounterActorRef;
  /** Re-measures the textarea and re-applies its attributes (after React rewrote its value or attributes). */
  sync(): void;
  detach(): void;
}

export interface AttachOptions {
  /** Starts the counter's actor; default a plain actor (pass startActor's to list it among the page's actors). */
  start?: (input: CharCounterInput) => CharCounterActorRef;
}

// A counter attaches to a textarea only once (visitor-runtime §4): later attaches get the first counter.
const attached = new WeakMap<HTMLTextAreaElement, CharCounterHandle>();
let unnamed = 0;

const startPlain = (input: CharCounterInput) => createActor(charCounterMachine, { input }).start();

/** Counts a textarea's characters against its `data-max-length`; returns the textarea's one counter. */
export function attachCharCounter(textarea: HTMLTextAreaElement, { start = startPlain }: AttachOptions = {}): CharCounterHandle {
  const existing = attached.get(textarea);
  if (existing) return existing;
  const id = charCounterId(textarea.id || `char-counter-${(unnamed += 1)}`);
  const actorRef = start({ max: parseCounterMax(textarea.dataset.maxLength), length: textarea.value.length });
  // Only what the counter set is taken away again: the form marks the field invalid for its own reasons too.
  const owned = new Set<string>();
  const apply = () => {
    const api = connectCharCounter(actorRef.getSnapshot(), actorRef.send, { id });
    for (const [name, value] of Object.entries(api.textareaAttributes)) {
      if (value === null) {
        if (owned.delete(name)) textarea.removeAttribute(name);
      } else if (textarea.getAttribute(name) !== value) {
        textarea.setAttribute(name, value);
        owned.add(name);
      }
    }
    describeBy(textarea, id, api.shown);
  };
  const count = () => actorRef.send({ type: 'INPUT', length: textarea.value.length });
  textarea.addEventListener('input', count);
  const subscription = actorRef.subscribe(apply);
  apply();
  const handle: CharCounterHandle = {
    id,
    actorRef,
    sync: () => {
      // A value React set (a draft restored, a form cleared) fires no input event.
      const { max, length } = actorRef.getSnapshot().context;
      if (max > 0 && length !== textarea.value.length) count();
      apply();
    },
    detach: () => {
      textarea.removeEventListener('input', count);
      subscription.unsubscribe();
      for (const name of owned) textarea.removeAttribute(name);
      describeBy(textarea, id, false);
      actorRef.stop();
      attached.delete(textarea);
    },
  };
  attached.set(textarea, handle);
  return handle;
}

/** Adds or removes one id among the textarea's aria-describedby ids, keeping the others. */
function describeBy(textarea: HTMLTextAreaElement, id: string, on: boolean) {
  const ids = (textarea.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((token) => token && token !== id);
  if (on) ids.push(id);
  if (ids.length) textarea.setAttribute('aria-describedby', ids.join(' '));
  else textarea.removeAttribute('aria-describedby');
}
