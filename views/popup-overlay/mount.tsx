import type { ActorRefFrom } from 'xstate';
import { popupOverlayMachine } from '../../machines/popup-overlay/machine';
import type { startActor, stopActor } from '../../runtime/actors';
import { popupOverlayEffects } from '../../runtime/chrome/popup-overlay-effects';
import { describeFirstIssue, logError } from '../../runtime/log';
import type { PopupOverlaySettings } from '../../runtime/chrome/popup-overlay.schema';
import type { SiteContext } from '../../runtime/schemas/site-context';
import { mountView } from '../shared/mount-view';
import { popupOverlayContentValidator } from '../../runtime/chrome/popup-overlay-content.validator.generated';
import { asOverlayForm } from './content';
import { overlayNewsletter } from './newsletter';
import { PopupOverlayView } from './PopupOverlayView';

export const POPUP_OVERLAY_ACTOR_ID = 'popupOverlay';
export const POPUP_OVERLAY_FORM_ID = 'popup-overlay-form';

export interface PopupOverlayMount {
  doc: Document;
  site: SiteContext;
  settings: PopupOverlaySettings;
  /** The parsed JSON of the page's `#popup-overlay` block, checked here. */
  content: unknown;
  /** The core's actor registry, passed in as to block chunks. */
  actors: { startActor: typeof startActor; stopActor: typeof stopActor };
  /** Write the local-storage record. */
  onClosed(): void;
  onSignedUp(): void;
}

/**
 * The overlay's lazy chunk, downloaded only when the frequency rule shows it: starts the chart (actor
 * `popupOverlay`) with the runtime's effects, renders the dialog in a host of its own and opens it. The host goes
 * once the overlay is closed. Returns the unmount.
 */
export function mountPopupOverlay({ doc, site, settings, content, actors, onClosed, onSignedUp }: PopupOverlayMount): () => void {
  const parsed = popupOverlayContentValidator.safeParse(content);
  if (!parsed.success) {
    logError(`The popup overlay is not shown: its content (#popup-overlay) is invalid (${describeFirstIssue(parsed.error.issues)}).`);
    return () => {};
  }
  const form = parsed.data.form ? asOverlayForm(parsed.data.form) : null;
  if (parsed.data.form && !form) logError('The popup overlay shows without its form: an overlay form must use the "collection" submission variant.');

  const actor = actors.startActor(
    POPUP_OVERLAY_ACTOR_ID,
    popupOverlayMachine.provide({ actions: popupOverlayEffects(site, settings, { onClosed, onSignedUp }) }),
  );
  const host = doc.createElement('div');
  host.dataset.runtimeHost = 'popup-overlay';
  doc.body.append(host);
  const newsletter = form
    ? overlayNewsletter({ id: POPUP_OVERLAY_FORM_ID, site, startActor: actors.startActor, stopActor: actors.stopActor }, form)
    : undefined;
  const unmountView = mountView(
    PopupOverlayView,
    { actorRef: actor, content: parsed.data, newsletter, overlayStyle: settings.style },
    host,
  );
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    subscription.unsubscribe();
    unmountView();
    host.remove();
    actors.stopActor(POPUP_OVERLAY_ACTOR_ID);
  };
  // Closed: the view has rendered nothing (focus went back); the host goes after React's commit.
  const subscription = actor.subscribe((snapshot) => {
    if (snapshot.status === 'done') setTimeout(remove, 0);
  });
  openPopupOverlay(actor);
  return remove;
}

/** Opens the overlay once the frequency rule said so and its view is mounted (the runtime's one way to open it). */
export const openPopupOverlay = (actor: Pick<ActorRefFrom<typeof popupOverlayMachine>, 'send'>) => actor.send({ type: 'OPEN' });
