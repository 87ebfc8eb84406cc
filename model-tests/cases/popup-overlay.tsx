import { createRoot } from 'react-dom/client';
import type { ActorRefFrom } from 'xstate';
import { popupOverlayMachine } from '../../machines/popup-overlay/machine';
import { startActor, stopActor } from '../../runtime/actors';
import { siteContextSchema } from '../../runtime/schemas/site-context';
import { popupOverlayContentSchema } from '../../runtime/chrome/popup-overlay-content.schema';
import { asOverlayForm } from '../../views/popup-overlay/content';
import { overlayNewsletter } from '../../views/popup-overlay/newsletter';
import { PopupOverlayView } from '../../views/popup-overlay/PopupOverlayView';
import { renderNow } from '../harness/render-now';
import type { ChartCase } from '../harness/walk-chart';

// The popup overlay chart's walk (model-tests/popup-overlay.model.test.tsx) and its page in the chart lab: the dialog
// with its newsletter form (the form family's own chart and view). A modal over the whole page, so the lab hosts it in
// a frame of its own. Its effects are counted here.

export const overlayContent = popupOverlayContentSchema.parse({
  title: 'Fresh from the oven, first',
  body: 'One email a week with the new loaves.',
  form: {
    formId: 'popup-overlay-newsletter',
    submission: { variant: 'collection', formId: 'f-300' },
    submitButtonText: 'Sign up',
    postSubmitMessage: 'Thanks for signing up!',
    fields: [{ id: 'email', type: 'email', label: 'Email address', required: true }],
  },
});
const site = siteContextSchema.parse({});

/** The overlay's effects as counts, and the button that had focus before it opened. */
export const overlayPage = { effects: { shown: 0, closed: 0, submitted: 0 }, opener: undefined as unknown as HTMLButtonElement };

/** The overlay on a page of `doc` (the page's own document unless given). */
export function popupOverlayCase(doc?: Document): ChartCase<typeof popupOverlayMachine> {
  const { effects } = overlayPage;
  return {
    title: 'a newsletter overlay (lightbox style)',
    machine: popupOverlayMachine.provide({
      actions: {
        reportShown: () => void (effects.shown += 1),
        recordClosed: () => void (effects.closed += 1),
        recordSubmitted: () => void (effects.submitted += 1),
      },
    }),
    mount: async (actorRef, container) => {
      Object.assign(effects, { shown: 0, closed: 0, submitted: 0 });
      const page = doc ?? document;
      const opener = (overlayPage.opener = page.body.appendChild(page.createElement('button')));
      opener.textContent = 'On the page';
      opener.focus();
      const root = createRoot(container);
      const newsletter = overlayNewsletter({ id: 'popup-overlay-form', site, startActor, stopActor }, asOverlayForm(overlayContent.form!)!);
      await renderNow(() => root.render(<PopupOverlayView actorRef={actorRef as ActorRefFrom<typeof popupOverlayMachine>} content={overlayContent} newsletter={newsletter} overlayStyle="lightbox" />));
      return async () => {
        await renderNow(() => root.unmount());
        opener.remove();
      };
    },
    events: { CLOSE: [{ via: 'button' }, { via: 'escape' }, { via: 'overlay' }] },
    inDocument: (other) => popupOverlayCase(other),
  };
}

export const labCases = [popupOverlayCase()];
