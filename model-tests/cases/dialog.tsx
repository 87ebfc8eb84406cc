import type { ActorRefFrom } from 'xstate';
import { dialogMachine, type DialogInput } from '../../machines/dialog/machine';
import { DialogView } from '../../views/dialog/DialogView';
import { reactView } from '../harness/react-view';
import type { ChartCase } from '../harness/walk-chart';

// The dialog chart's walk (model-tests/dialog.model.test.tsx) and its page in the chart lab: its view, opened from a
// button that had the focus (where the focus goes back to).

export const dialogInputs: Array<[string, DialogInput]> = [
  [
    'confirmation with cancel and reject',
    { kind: 'confirmation', title: 'Leave the page?', message: 'Your basket is kept.', confirmText: 'Leave', cancelText: 'Stay', rejectText: 'Empty basket' },
  ],
  [
    'confirmation, closeOnEscape false, auto-hide 5000 ms',
    { kind: 'confirmation', title: 'Saved', message: 'Keep editing?', confirmText: 'Yes', cancelText: 'No', closeOnEscape: false, autoHideMs: 5000 },
  ],
  ['confirmation with reject only', { kind: 'confirmation', title: 'Replace?', message: 'A file exists.', confirmText: 'Replace', rejectText: 'Keep both' }],
  ['alert', { kind: 'alert', title: 'Session expired', message: 'Your session has expired or cookies are disabled.', confirmText: 'OK' }],
  ['information popup', { kind: 'information', title: 'Logout Successful', message: 'You have been successfully logged out.', confirmText: 'OK' }],
];

/** The button the dialog was opened from. */
export const dialogOpener: { button?: HTMLButtonElement } = {};

const View = ({ actorRef }: { actorRef: ActorRefFrom<typeof dialogMachine> }) => <DialogView actorRef={actorRef} idPrefix="d1" />;

export const dialogCase = (title: string, input: DialogInput): ChartCase<typeof dialogMachine> => ({
  title,
  // The auto-hide and the 600 ms hide fallback are the chart's own `after`s: the walk moves its clock.
  machine: dialogMachine,
  input,
  mount: async (actorRef, container) => {
    const opener = (dialogOpener.button = document.createElement('button'));
    opener.textContent = 'Open';
    container.before(opener);
    opener.focus();
    const unmount = await reactView(View)(actorRef, container);
    return async () => {
      await unmount();
      opener.remove();
    };
  },
  events: {
    REJECT: input.rejectText ? [{}] : [],
    CANCEL: input.cancelText ? [{}] : [],
    // The information popup has no backdrop.
    OVERLAY_CLICK: input.kind !== 'information' ? [{}] : [],
  },
});

export const labCases = [dialogCase(...dialogInputs[0]!)];
