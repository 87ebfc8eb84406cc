import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
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
      <div {...api.rootProps} ref={dialog}>
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

const sameOverlay = (a: { open: boolean; messages: string[] }, b: { open: boolean; messages: string[] }) =>
  a.open === b.open && a.messages === b.messages;
