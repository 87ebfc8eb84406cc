import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { logoutAnatomy } from '../../machines/logout/anatomy';
import { connectLogout } from '../../machines/logout/connect';
import type { logoutMachine } from '../../machines/logout/machine';
import { useStyle } from '../shared/use-style';
import { useLayer } from '../shared/use-layer';
import { keepFocusInside, useModalFocus } from '../shared/use-modal-focus';
import { logoutCss } from './styles';

/** Logging out: a polite status while it runs; on failure an alert dialog with the message, Try again and Close. */
export function LogoutView({ actorRef }: { actorRef: ActorRefFrom<typeof logoutMachine> }) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = useMemo(() => connectLogout(snapshot, actorRef.send), [snapshot, actorRef]);
  const dialog = useRef<HTMLDivElement>(null);
  useStyle('logout', logoutCss);
  useModalFocus(api.failed, dialog, logoutAnatomy.selector('retry'));
  useLayer(api.failed, 'dialog:logout-failed', api.close);
  return (
    <>
      {/* Always present so that the text put into it is announced. */}
      <p {...api.statusProps}>{api.busy ? api.statusText : ''}</p>
      {api.failed ? (
        <div {...api.backdropProps}>
          <div {...api.rootProps} ref={dialog} onKeyDown={keepFocusInside}>
            <h2 {...api.titleProps}>{api.title}</h2>
            <p {...api.messageProps}>{api.message}</p>
            <div {...logoutAnatomy.attrs('actions')}>
              <button {...api.closeButtonProps}>Close</button>
              <button {...api.retryButtonProps}>Try again</button>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
