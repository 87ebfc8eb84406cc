import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { systemErrorAnatomy } from '../../machines/system-error/anatomy';
import { connectSystemError } from '../../machines/system-error/connect';
import type { systemErrorMachine } from '../../machines/system-error/machine';
import { useStyle } from '../shared/use-style';
import { useLayer } from '../shared/use-layer';
import { keepFocusInside, useModalFocus } from '../shared/use-modal-focus';
import { systemErrorCss } from './styles';

export function SystemErrorView({ actorRef }: { actorRef: ActorRefFrom<typeof systemErrorMachine> }) {
  const api = useSelector(actorRef, (snapshot) => connectSystemError(snapshot, actorRef.send), sameOverlay);
  const dialog = useRef<HTMLDivElement>(null);
  useStyle('system-error', systemErrorCss);
  useModalFocus(api.open, dialog);
  // Escape reaches the overlay through the shared layer stack, above or below the other dialogs.
  useLayer(api.open, 'system-error', api.close);
  if (!api.open) return null;
  return (
    <div {...api.backdropProps}>
      <div {...api.rootProps} ref={dialog} onKeyDown={keepFocusInside}>
        <h2 {...api.titleProps}>{api.title}</h2>
        <ul {...api.messagesProps}>
          {api.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
        <div {...systemErrorAnatomy.attrs('actions')}>
          <button {...api.reloadButtonProps}>Reload Page</button>
          <button {...api.clearButtonProps}>Clear</button>
        </div>
      </div>
    </div>
  );
}

const sameOverlay = (a: { open: boolean; messages: string[] }, b: { open: boolean; messages: string[] }) =>
  a.open === b.open && a.messages === b.messages;
