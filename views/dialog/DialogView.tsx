import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import { dialogAnatomy } from '../../machines/dialog/anatomy';
import { connectDialog, type DialogApi } from '../../machines/dialog/connect';
import type { dialogMachine } from '../../machines/dialog/machine';
import { layerZIndex } from '../../runtime/layers';
import { useStyle } from '../shared/use-style';
import { useLayer } from '../shared/use-layer';
import { keepFocusInside, rememberReturnTarget, useModalFocus } from '../shared/use-modal-focus';
import { dialogCss } from './styles';

type DialogActor = ActorRefFrom<typeof dialogMachine>;


/**
 * A confirmation, alert or information popup (machines/dialog/connect.ts has the ARIA). Escape reaches it only
 * through the shared layer stack; focus moves in while it is shown (modal kinds) and back when it starts hiding.
 */
export function DialogView({ actorRef, idPrefix }: { actorRef: DialogActor; idPrefix?: string }) {
  const prefix = idPrefix ?? `dialog-${actorRef.id}`;
  const api = useSelector(actorRef, (snapshot) => connectDialog(snapshot, actorRef.send, { id: prefix }), sameDialog);
  const root = useRef<HTMLDivElement>(null);
  // The layer this dialog is about to become: the one above every layer open when it appeared.
  const [zIndex] = useState(() => layerZIndex({ name: api.layerName, close: () => {} }));
  useStyle('dialog', dialogCss);
  useModalFocus(api.open && api.modal, root, api.initialFocus);
  useLayer(api.open, api.layerName, api.close, api.closesOnEscape);
  useReturnFocusFromStatus(api, root);
  // A live region is announced when its content changes, not when it is inserted with it: the status popup is
  // rendered empty first and filled right after.
  const [filled, setFilled] = useState(api.modal);
  useEffect(() => setFilled(true), []);
  if (!api.visible) return null;
  const { children: title, ...titleProps } = api.titleProps;
  const { children: message, ...messageProps } = api.messageProps;
  const dialog = (
    <div {...api.rootProps} ref={root} onKeyDown={api.modal ? keepFocusInside : undefined} style={api.modal ? undefined : { zIndex }}>
      {filled && (
        <>
          <h2 {...titleProps}>{title}</h2>
          <p {...messageProps}>{message}</p>
          <div {...dialogAnatomy.attrs('actions')}>
            {api.cancelButtonProps && <button {...api.cancelButtonProps} />}
            {api.rejectButtonProps && <button {...api.rejectButtonProps} />}
            <button {...api.confirmButtonProps} />
          </div>
        </>
      )}
    </div>
  );
  return api.backdropProps ? (
    <div {...api.backdropProps} style={{ zIndex }}>
      {dialog}
    </div>
  ) : (
    dialog
  );
}

/**
 * The information popup does not take focus; if the visitor moved focus into it, focus goes back to where it was
 * when the popup appeared once it hides (it must not be lost to the document body).
 */
function useReturnFocusFromStatus(api: DialogApi, root: RefObject<HTMLDivElement | null>) {
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    if (api.modal || !api.open) return;
    opener.current = document.activeElement;
    const popup = root.current;
    // A modal opened while the visitor was in the popup goes back to this opener if the popup is gone by then.
    if (popup) rememberReturnTarget(popup, opener.current);
    return () => {
      const previous = opener.current as HTMLElement | null;
      if (popup?.contains(document.activeElement) && previous?.isConnected) previous.focus();
    };
  }, [api.modal, api.open, root]);
}

const sameDialog = (a: DialogApi, b: DialogApi) => a.state === b.state && a.kind === b.kind;
