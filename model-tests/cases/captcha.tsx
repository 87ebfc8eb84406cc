import { createRoot } from 'react-dom/client';
import { captchaMachine } from '../../machines/captcha/machine';
import { captchaEffects } from '../../runtime/captcha/effects';
import { captchaSlot } from '../../views/captcha/start-captcha';
import { renderNow } from '../harness/render-now';
import type { ChartCase } from '../harness/walk-chart';

// The captcha chart's walk (model-tests/captcha.model.test.tsx) and its page in the chart lab: the view the form
// renders of its captcha slot. The walk runs the reference server's stand-in provider; the lab settles the chart's
// actors itself. The load timeout is the chart's `after`.

export const SITE_KEY = 'site-key-for-tests';
export const ID_PREFIX = 'contact:captcha';
// Math.random is pinned by the walk so that the stand-in's token is known to the model.
export const TOKEN = `standin-${(0.5).toString(36).slice(2)}`;
export const LOAD_ERROR = 'Captcha script failed to load: /captcha/api.js';

/** Unmounts the current view: how the form's captcha leaves the page. */
export const captchaView = { unmount: async () => {} };

export const captchaCase: ChartCase<typeof captchaMachine> = {
  title: "the form's captcha slot",
  machine: captchaMachine.provide({ actions: captchaEffects }),
  input: { siteKey: SITE_KEY, scriptUrl: '/captcha/api.js' },
  mount: async (actorRef, container) => {
    // The form renders the slot's view; the slot is what the form holds of the captcha.
    const root = createRoot(container);
    await renderNow(() => root.render(captchaSlot(actorRef, ID_PREFIX).view));
    let mounted = true;
    captchaView.unmount = async () => {
      if (mounted) await renderNow(() => root.unmount());
      mounted = false;
    };
    return () => captchaView.unmount();
  },
  events: {
    'xstate.done.actor.renderWidget': [{ output: 0 }],
    'xstate.error.actor.renderWidget': [{ error: new Error(LOAD_ERROR) }],
    SOLVED: [{ token: TOKEN }],
  },
};

export const labCases = [captchaCase];
