import { useSelector } from '@xstate/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connectSystemError } from '../../machines/system-error/connect';
import type { systemErrorMachine } from '../../machines/system-error/machine';
import { injectStyle } from '../shared/inject-style';
import { systemErrorCss } from './styles';

export function SystemErrorView({ actorRef }: { actorRef: ActorRefFrom<typeof systemErrorMachine> }) {
  const api = useSelector(actorRef, (snapshot) => connectSystemError(snapshot, actorRef.send), sameOverlay);
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => injectStyle('system-error', systemErrorCss), []);
  // Focus moves into the dialog when it opens and back to where the visitor was when it closes.
  useEffect(() => {
    if (!api.open) return;
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    return () => previous?.focus?.();
  }, [api.open]);
  if (!api.open) return null;
  return (
    <div {...api.backdropProps}>
      <div {...api.rootProps} ref={dialog} onKeyDown={(event) => (event.key === 'Tab' ? keepFocusInside(event) : api.rootProps.onKeyDown(event))}>
        <h2 {...api.titleProps}>{api.title}</h2>
        <ul {...api.messagesProps}>
          {api.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
        <div data-scope="system-error" data-part="actions">
          <button {...api.reloadButtonProps}>Reload Page</button>
          <button {...api.clearButtonProps}>Clear</button>
        </div>
      </div>
    </div>
  );
}

/** Tab and Shift+Tab cycle through the dialog's buttons (WAI-ARIA modal dialog). */
function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = Array.from(event.currentTarget.querySelectorAll('button'));
  const first = buttons[0];
  const last = buttons[buttons.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first?.focus();
  }
}

const sameOverlay = (a: { open: boolean; messages: string[] }, b: { open: boolean; messages: string[] }) =>
  a.open === b.open && a.messages === b.messages;
