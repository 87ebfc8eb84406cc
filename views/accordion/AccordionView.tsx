import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connectAccordion } from '../../machines/accordion/connect';
import type { accordionMachine } from '../../machines/accordion/machine';
import type { AccordionConfig } from '../../runtime/accordion/accordion.schema';
import { useStyle } from '../shared/use-style';
import { moveFocusBetweenHeaders } from './keyboard';
import { accordionCss } from './styles';

interface Props {
  actorRef: ActorRefFrom<typeof accordionMachine>;
  blockId: string;
  items: AccordionConfig['items'];
}

export function AccordionView({ actorRef, blockId, items }: Props) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectAccordion(snapshot, actorRef.send, { id: blockId });
  useStyle('accordion', accordionCss);
  return (
    <div {...api.rootProps} onKeyDown={(event) => moveFocusBetweenHeaders(event.currentTarget, event)}>
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
