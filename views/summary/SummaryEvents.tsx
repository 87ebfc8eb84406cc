import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connectSummaryEvents } from '../../machines/summary/connect';
import type { requestMachine } from '../../machines/request/machine';
import { replaceContent } from '../../runtime/summary/widget-rendering';
import { propBinder } from '../shared/bind-props';

interface Props {
  actorRef: ActorRefFrom<typeof requestMachine>;
  blockId: string;
  /** The block element: busy while loading, its content replaced by the rendering. */
  block: HTMLElement;
  /** The view's own box at the end of the block (React's root), kept when the content is replaced. */
  host: HTMLElement;
}

/**
 * A summary event block: the server's content stays until the platform's rendering of the widget arrives and takes
 * its place; a failed load says so, with the retry control. Renders only the status line and that control.
 */
export function SummaryEvents({ actorRef, blockId, block, host }: Props) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectSummaryEvents(snapshot, actorRef.send, { id: blockId });
  const [binder] = useState(propBinder);
  // Whether the visitor pressed the retry control, which leaves with the failure it answers.
  const retried = useRef(false);
  const retry = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => () => binder.restore(), [binder]);
  // The block takes focus (not in the tab order) while a retry loads, so the visitor keeps their place.
  useLayoutEffect(() => binder.bind(block, { ...api.blockProps, tabIndex: -1 }));

  useLayoutEffect(() => {
    if (api.html !== null) replaceContent(block, api.html, host);
  }, [api.html, block, host]);

  // Focus follows the visitor's retry (not if they have moved it elsewhere meanwhile): to the block while it loads
  // and once it shows the rendering, back to the control when the retry failed too.
  useLayoutEffect(() => {
    if (!retried.current) return;
    const active = document.activeElement;
    if (active === null || active === document.body) block.focus({ preventScroll: true });
    else if (active === block && retry.current) retry.current.focus({ preventScroll: true });
  });

  return (
    <>
      {/* Always present so that the message put into it is announced. */}
      <div {...api.statusProps}>{api.message ? <p {...api.messageProps}>{api.message}</p> : null}</div>
      {api.showsRetry ? (
        <button {...api.retryProps} ref={retry} onClick={() => ((retried.current = true), api.retryProps.onClick())}>
          Try again
        </button>
      ) : null}
    </>
  );
}
