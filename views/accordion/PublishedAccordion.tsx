import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { accordionAnatomy } from '../../machines/accordion/anatomy';
import { connectAccordion } from '../../machines/accordion/connect';
import type { accordionMachine } from '../../machines/accordion/machine';
import { propBinder } from '../shared/bind-props';
import { useStyle } from '../shared/use-style';
import { moveFocusBetweenHeaders } from './keyboard';
import { PUBLISHED_ITEM } from '../../runtime/accordion/read-published';
import { accordionCss } from './styles';

interface Props {
  actorRef: ActorRefFrom<typeof accordionMachine>;
  blockId: string;
  /** The server-rendered `ul.accordion-items-container`: enhanced where it is, never re-rendered. */
  list: HTMLElement;
}

/** The server's parts of item `index`: its title button, its dropdown region, the plus/arrow icon. */
function itemParts(list: HTMLElement, index: number) {
  const item = list.querySelectorAll<HTMLElement>(PUBLISHED_ITEM)[index];
  return {
    item,
    trigger: item?.querySelector<HTMLElement>('.accordion-item__click-target, button') ?? null,
    panel: item?.querySelector<HTMLElement>('.accordion-item__dropdown') ?? null,
    icon: item?.querySelector<HTMLElement>('.accordion-icon-container') ?? null,
  };
}

/**
 * A published page's accordion (docs/published-pages.md "Accordion"): the chart drives the items the server rendered,
 * which stay where the visitor saw them with their own HTML and look. Each render writes the chart's state onto them
 * (ids, aria-expanded, aria-controls, the region's label and visibility, and the site stylesheet's open class, which
 * shows a dropdown) through views/shared/bind-props.ts, which gives them their own attributes back on destroy; clicks and the header keys come from their own listeners. Renders nothing itself.
 */
export function PublishedAccordion({ actorRef, blockId, list }: Props) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectAccordion(snapshot, actorRef.send, { id: blockId });
  const [binder] = useState(propBinder);
  useStyle('accordion', accordionCss);
  // Destroy gives the server's elements their own attributes back.
  useLayoutEffect(() => () => binder.restore(), [binder]);

  useLayoutEffect(() => {
    binder.bind(list, { ...api.rootProps, 'data-published': '' });
    snapshot.context.open.forEach((_, index) => {
      const { item, trigger, panel, icon } = itemParts(list, index);
      const panelProps = api.getPanelProps(index);
      binder.bind(item, api.getItemProps(index));
      binder.bind(trigger, api.getTriggerProps(index));
      binder.bind(panel, panelProps);
      panel?.classList.toggle('accordion-item__dropdown--open', !panelProps.hidden);
      binder.bind(icon, { 'data-is-open': Boolean(snapshot.context.open[index]) });
    });
  });

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element).closest?.(accordionAnatomy.selector('trigger'));
      const item = trigger?.closest(PUBLISHED_ITEM);
      if (!trigger || !item || !list.contains(item)) return;
      actorRef.send({ type: 'TOGGLE', index: Array.from(list.querySelectorAll(PUBLISHED_ITEM)).indexOf(item) });
    };
    const onKeyDown = (event: KeyboardEvent) => moveFocusBetweenHeaders(list, event);
    list.addEventListener('click', onClick);
    list.addEventListener('keydown', onKeyDown);
    return () => {
      list.removeEventListener('click', onClick);
      list.removeEventListener('keydown', onKeyDown);
    };
  }, [actorRef, list]);

  return null;
}
