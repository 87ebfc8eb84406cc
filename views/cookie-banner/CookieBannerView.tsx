import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connectCookieBanner } from '../../machines/cookie-banner/connect';
import type { cookieBannerMachine } from '../../machines/cookie-banner/machine';
import { useStyle } from '../shared/use-style';
import { useLayer } from '../shared/use-layer';
import { BannerText } from './BannerText';
import { cookieBannerCss } from './styles';

interface Props {
  actorRef: ActorRefFrom<typeof cookieBannerMachine>;
  idPrefix?: string;
}

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
    <path d={path} />
  </svg>
);
const CHECK = 'M4.5 12.5l5 5 10-11';
const CROSS = 'M6 6l12 12M18 6L6 18';

const focusable = (element: Element | null): element is HTMLElement =>
  !!element && element.isConnected && element !== element.ownerDocument.body && typeof (element as HTMLElement).focus === 'function';

/**
 * The banner. Focus (WAI-ARIA): a POPUP takes focus when it appears (the dialog itself, so a screen reader reads
 * its name and text; Tab then reaches the buttons). When the banner goes away with focus inside it, focus returns to
 * where it was before the banner appeared; when the visitor has moved on, focus is left alone. The BAR never takes
 * focus: it is a landmark first in the page, so Tab reaches its buttons first.
 * Escape is the layer stack's (runtime/layers.ts): while focus is in the popup, the popup is a layer, and closing it
 * gives focus back to the page without a choice (dismissing would leave consent undecided, and the banner would be
 * back on the next page); the popup is not modal, so this keeps it from holding the keyboard (docs/cookie-banner.md).
 * With focus elsewhere, Escape is not the banner's.
 */
export function CookieBannerView({ actorRef, idPrefix }: Props) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectCookieBanner(snapshot, actorRef.send, { id: idPrefix });
  const root = useRef<HTMLDivElement>(null);
  const before = useRef<Element | null>(null);
  useStyle('cookie-banner', cookieBannerCss);
  // Focus goes back to where it was before the banner appeared, if it is still there; else to the page.
  const giveFocusBack = () => {
    if (focusable(before.current)) before.current.focus();
    else (document.activeElement as HTMLElement | null)?.blur?.();
  };
  useEffect(() => {
    if (!api.open) return;
    before.current = document.activeElement;
    return () => {
      // The banner is gone: give focus back only if it went with the banner.
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) giveFocusBack();
    };
  }, [api.open]);
  const popupShown = api.open && api.popup;
  const [focusInside, setFocusInside] = useState(false);
  useEffect(() => {
    if (!popupShown) return;
    const dialog = root.current;
    dialog?.focus();
    return () => {
      setFocusInside(false);
      // Still on the page but no longer a popup (an update made it a bar): focus leaves it as if it had closed.
      if (dialog?.isConnected && dialog.contains(document.activeElement)) giveFocusBack();
    };
  }, [popupShown]);
  useLayer(popupShown && focusInside, 'dialog:cookie-banner', giveFocusBack);
  if (!api.open) return null;
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };
  return (
    // capture-phase focus and blur reach the root from inside on React and preact/compat alike (preact's onFocus does not bubble)
    <div {...api.rootProps} ref={root} onFocusCapture={() => setFocusInside(true)} onBlurCapture={onBlur}>
      <p {...api.titleProps}>{api.title}</p>
      <div {...api.textProps}>
        <BannerText html={api.text} />
      </div>
      <div {...api.actionsProps}>
        <button {...api.acceptButtonProps}>{api.icon ? icon(CHECK) : api.acceptText}</button>
        {api.declineButtonProps && (
          <button {...api.declineButtonProps}>{api.icon ? icon(CROSS) : api.declineText}</button>
        )}
      </div>
    </div>
  );
}
