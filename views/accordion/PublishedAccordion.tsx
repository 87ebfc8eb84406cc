import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { accordionAnatomy } from '../../machines/accordion/anatomy';
import { connectAccordion } from '../../machines/accordion/connect';
import type { accordionMachine } from '../../machines/accordion/machine';
import { useStyle } from '../shared/use-style';
import { moveFocusBetweenHeaders } from './keyboard';
import { PUBLISHED_ITEM } from './read-published';
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

/** Sets prop-getter output on an element React does not own: attributes as React would write them; handlers skipped. */
function applyProps(element: HTMLElement | null | undefined, props: Record<string, unknown>): void {
  if (!element) return;
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') continue;
    if (name === 'hidden') element.hidden = Boolean(value);
    else if (value === undefined || value === null) element.removeAttribute(name);
    else element.setAttribute(name, String(value));
  }
}

/**
 * A published page's accordion (docs/published-pages.md "Accordion"): the chart drives the items the server rendered,
 * which stay where the visitor saw them with their own HTML and look. Each render writes the chart's state onto them
 * (ids, aria-expanded, aria-controls, the region's label and visibility, and the site stylesheet's open class, which
 * shows a dropdown); clicks and the header keys come from their own listeners. Renders nothing itself.
 */
export function PublishedAccordion({ actorRef, blockId, list }: Props) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectAccordion(snapshot, actorRef.send, blockId);
  useStyle('accordion', accordionCss);

  useLayoutEffect(() => {
    applyProps(list, { ...api.rootProps, 'data-published': '' });
    snapshot.context.open.forEach((_, index) => {
      const { item, trigger, panel, icon } = itemParts(list, index);
      const panelProps = api.getPanelProps(index);
      applyProps(item, api.getItemProps(index));
      applyProps(trigger, api.getTriggerProps(index));
      applyProps(panel, panelProps);
      panel?.classList.toggle('accordion-item__dropdown--open', !panelProps.hidden);
      icon?.setAttribute('data-is-open', String(Boolean(snapshot.context.open[index])));
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
