import { useSelector } from '@xstate/react';
import { useEffect, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { accordionAnatomy } from '../../machines/accordion/anatomy';
import { connectAccordion } from '../../machines/accordion/connect';
import type { accordionMachine } from '../../machines/accordion/machine';
import type { AccordionConfig } from '../../runtime/schemas/accordion';
import { injectStyle } from '../shared/inject-style';
import { accordionCss } from './styles';

interface Props {
  actorRef: ActorRefFrom<typeof accordionMachine>;
  blockId: string;
  items: AccordionConfig['items'];
}

/** Up/Down/Home/End move focus between headers (WAI-ARIA accordion); Enter and Space are the buttons' own. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const root = event.currentTarget;
  const triggers = Array.from(root.querySelectorAll<HTMLElement>(accordionAnatomy.selector('trigger')));
  const current = triggers.indexOf(document.activeElement as HTMLElement);
  if (current < 0) return;
  const last = triggers.length - 1;
  const next = { ArrowDown: current === last ? 0 : current + 1, ArrowUp: current === 0 ? last : current - 1, Home: 0, End: last }[
    event.key
  ];
  if (next === undefined) return;
  event.preventDefault();
  triggers[next]?.focus();
}

export function AccordionView({ actorRef, blockId, items }: Props) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectAccordion(snapshot, actorRef.send, blockId);
  useEffect(() => injectStyle('accordion', accordionCss), []);
  return (
    <div {...api.rootProps} onKeyDown={moveFocus}>
      {items.map((item, index) => (
        <div key={index} {...api.getItemProps(index)}>
          <h3 style={{ margin: 0 }}>
            <button {...api.getTriggerProps(index)}>{item.title}</button>
          </h3>
          <div {...api.getPanelProps(index)}>{item.content}</div>
        </div>
      ))}
    </div>
  );
}
