import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { BASE_Z_INDEX, openLayerNames } from '../../runtime/layers';
import { placeTooltip, tooltipWidth, type TooltipPlacement } from '../../runtime/chrome/tooltip-position';
import { connectTooltip } from '../../machines/tooltip/connect';
import type { tooltipMachine } from '../../machines/tooltip/machine';
import { useStyle } from '../shared/use-style';
import { useLayer } from '../shared/use-layer';
import { tooltipCss } from './styles';

type Api = ReturnType<typeof connectTooltip>;

/**
 * The page's one tooltip (WAI-ARIA tooltip pattern). It never takes focus; while it is shown its trigger's
 * aria-describedby names it; Escape reaches it through the shared layer stack. Placed by runtime/chrome/tooltip-position.
 */
export function TooltipView({ actorRef }: { actorRef: ActorRefFrom<typeof tooltipMachine> }) {
  const api = useSelector(actorRef, (snapshot) => connectTooltip(snapshot, actorRef.send), sameTooltip);
  const root = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<TooltipPlacement | null>(null);
  useStyle('tooltip', tooltipCss);
  useLayer(api.open, 'tooltip', api.close);
  // Above every layer open when it opens (taken before its own layer is pushed, so it stays put while shown).
  const zIndex = useMemo(() => BASE_Z_INDEX + openLayerNames().length, [api.open]);

  // The trigger is described by the tooltip while it is shown (its own descriptions are kept).
  useEffect(() => {
    const trigger = api.triggerId ? document.getElementById(api.triggerId) : null;
    if (!trigger || !api.describedBy) return;
    const token = api.describedBy;
    const tokens = (trigger.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (!tokens.includes(token)) trigger.setAttribute('aria-describedby', [...tokens, token].join(' '));
    return () => {
      const left = (trigger.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((t) => t && t !== token);
      if (left.length) trigger.setAttribute('aria-describedby', left.join(' '));
      else trigger.removeAttribute('aria-describedby');
    };
  }, [api.triggerId, api.describedBy]);

  // Measured before paint, and again when the page scrolls or resizes while it is shown.
  useLayoutEffect(() => {
    const trigger = api.triggerId ? document.getElementById(api.triggerId) : null;
    if (!trigger) return setPlacement(null);
    const place = () => {
      const box = trigger.getBoundingClientRect();
      setPlacement(
        placeTooltip({
          trigger: { left: box.left, top: box.top, width: box.width, height: box.height },
          tooltipHeight: root.current?.offsetHeight ?? 0,
          viewport: { width: document.documentElement.clientWidth || window.innerWidth, height: window.innerHeight },
        }),
      );
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [api.triggerId, api.text]);

  if (!api.open) return null;
  const width = placement?.width ?? tooltipWidth(window.innerWidth);
  return (
    <div
      {...api.rootProps}
      ref={root}
      data-side={placement?.side}
      style={{
        left: placement?.left ?? 0,
        top: placement?.top ?? 0,
        width,
        zIndex,
        visibility: placement ? 'visible' : 'hidden',
      }}
    >
      {api.text}
    </div>
  );
}

const sameTooltip = (a: Api, b: Api) => a.state === b.state && a.text === b.text && a.triggerId === b.triggerId;
