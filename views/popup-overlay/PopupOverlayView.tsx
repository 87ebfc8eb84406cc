import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connectPopupOverlay } from '../../machines/popup-overlay/connect';
import type { popupOverlayMachine } from '../../machines/popup-overlay/machine';
import { useStyle } from '../shared/use-style';
import { useLayer } from '../shared/use-layer';
import { keepFocusInside, useModalFocus } from '../shared/use-modal-focus';
import type { PopupOverlayContent } from '../../runtime/chrome/popup-overlay-content.schema';
import type { NewsletterSlot } from './newsletter';
import { popupOverlayCss } from './styles';

export interface PopupOverlayViewProps {
  actorRef: ActorRefFrom<typeof popupOverlayMachine>;
  content: Pick<PopupOverlayContent, 'title' | 'body'>;
  /** The newsletter form inside, when the overlay has one. */
  newsletter?: NewsletterSlot | undefined;
  /** The settings' style name, on the root as data-style. */
  overlayStyle?: string;
}

export function PopupOverlayView({ actorRef, content, newsletter, overlayStyle }: PopupOverlayViewProps) {
  const api = useSelector(actorRef, (snapshot) => connectPopupOverlay(snapshot, actorRef.send), sameState);
  const dialog = useRef<HTMLDivElement>(null);
  const formSlot = useRef<HTMLDivElement>(null);
  useStyle('popup-overlay', popupOverlayCss);
  useModalFocus(api.open, dialog);
  // Escape reaches the overlay through the shared layer stack; the view never handles it.
  useLayer(api.open, 'popup-overlay', api.closeOnEscape);

  // The form is mounted once while the overlay is open, and keeps its own state (submitted → its thank-you message).
  useEffect(() => {
    if (!api.open || !newsletter || !formSlot.current) return;
    return newsletter(formSlot.current, api.signedUp);
  }, [api.open, newsletter]);

  if (!api.open) return null;
  return (
    <div {...api.backdropProps}>
      <div {...api.rootProps} data-style={overlayStyle} ref={dialog} onKeyDown={keepFocusInside}>
        <button {...api.closeButtonProps}>
          <span aria-hidden="true">×</span>
        </button>
        <h2 {...api.titleProps}>{content.title}</h2>
        <p {...api.bodyProps}>{content.body}</p>
        {newsletter ? <div {...api.formSlotProps} ref={formSlot} /> : null}
      </div>
    </div>
  );
}

const sameState = (a: { open: boolean; submitted: boolean }, b: { open: boolean; submitted: boolean }) =>
  a.open === b.open && a.submitted === b.submitted;
