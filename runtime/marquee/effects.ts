import { fromCallback, type EventObject } from 'xstate';
import type { MarqueeEvent } from '../../machines/marquee/machine';
import { copiesNeeded, loopDuration, loopOffsets, waveOffset, type MarqueeProperties } from '../../machines/marquee/rules';
import { MARQUEE_ITEM, type ServerMarquee } from './read-published';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The visitor's motion preference now (false where the browser cannot tell). */
export const reducedMotionNow = (win: Window = window): boolean => win.matchMedia?.(REDUCED_MOTION).matches ?? false;

/** Marks the copies of the item group the layout adds (they go on destroy). */
const COPY_ATTRIBUTE = 'data-marquee-copy';

/**
 * The track's motion and layout, on the compositor: one Web Animation of the track's transform per block (one loop
 * moves it by one group; the copies hide the seam), created paused. `play` and `pause` are what the chart's
 * `animate` actor does; `layout` measures the block, adds or removes copies, sets the wave and the loop's length
 * (the chart's `relayout`, and once at mount, once the view has drawn); `destroy` cancels the animation and removes what layout added. No
 * frame runs script: the browser moves the track.
 */
export function marqueeMotion({ root, track, groups }: ServerMarquee, properties: MarqueeProperties) {
  const copies: HTMLElement[] = [];
  const moved = new Set<HTMLElement>();
  let animation: Animation | undefined;
  /** whether the chart runs: an animation made by a later layout starts as the chart is */
  let playing = false;
  /** Once destroyed, a late layout and the chart's last pause (its actor stops after the view goes) do nothing. */
  let destroyed = false;
  const allGroups = () => [...groups, ...copies];

  function layout() {
    if (destroyed) return;
    const first = groups[0]!;
    // One group's width with the gap to the next: the distance the track moves per loop.
    const second = allGroups()[1];
    const groupWidth = second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
    const needed = copiesNeeded(root.clientWidth, groupWidth) - groups.length;
    while (copies.length < needed) {
      const copy = first.cloneNode(true) as HTMLElement;
      copy.setAttribute(COPY_ATTRIBUTE, '');
      copy.setAttribute('aria-hidden', 'true');
      track.append(copy);
      copies.push(copy);
    }
    while (copies.length > Math.max(needed, 0)) copies.pop()!.remove();
    for (const group of allGroups()) {
      for (const item of group.querySelectorAll<HTMLElement>(MARQUEE_ITEM)) {
        const offset = waveOffset(item.offsetLeft - group.offsetLeft + item.offsetWidth / 2, groupWidth, properties);
        if (offset === 0 && !moved.has(item)) continue;
        moved.add(item);
        item.style.transform = offset === 0 ? '' : `translateY(${offset.toFixed(2)}px)`;
      }
    }
    const duration = loopDuration(groupWidth, properties.animationSpeed);
    if (typeof track.animate !== 'function' || duration <= 0) return;
    const [from, to] = loopOffsets(properties.animationDirection, groupWidth);
    const keyframes = [{ transform: `translateX(${from}px)` }, { transform: `translateX(${to}px)` }];
    if (!animation) {
      animation = track.animate(keyframes, { duration, iterations: Infinity, easing: 'linear' });
      if (!playing) animation.pause();
      return;
    }
    // The same share of the loop after the change: the text does not jump.
    const timing = animation.effect!.getComputedTiming();
    const share = ((Number(animation.currentTime) || 0) % Number(timing.duration || 1)) / Number(timing.duration || 1);
    (animation.effect as KeyframeEffect).setKeyframes(keyframes);
    animation.effect!.updateTiming({ duration });
    animation.currentTime = share * duration;
  }

  return {
    layout,
    play() {
      playing = true;
      animation?.play();
    },
    pause() {
      playing = false;
      animation?.pause();
    },
    destroy() {
      destroyed = true;
      animation?.cancel();
      // Forgotten: pausing a cancelled animation brings it back, held at its first frame for the page's life.
      animation = undefined;
      copies.splice(0).forEach((copy) => copy.remove());
      moved.forEach((item) => (item.style.transform = ''));
    },
  };
}

export type MarqueeMotionHandle = ReturnType<typeof marqueeMotion>;

/** The chart's actions on the page: `relayout` lays the line out again (its copies, its speed) after a resize. */
export const marqueeEffects = (motion: Pick<MarqueeMotionHandle, 'layout'>) => ({
  relayout: () => motion.layout(),
});

/** The chart's `animate`: the track moves while the chart runs and holds where it is when it leaves `running`. */
export const animateActor = (motion: Pick<MarqueeMotionHandle, 'play' | 'pause'>) =>
  fromCallback<EventObject>(() => {
    motion.play();
    return () => motion.pause();
  });

/**
 * The chart's `watchPage`: VISIBLE / HIDDEN as the block enters and leaves the viewport, MOTION_REDUCED /
 * MOTION_ALLOWED as the preference changes, RESIZED when the block's size changes or the page's fonts arrive.
 */
export const watchPageActor = (block: Element, win: Window & typeof globalThis = window) =>
  fromCallback<EventObject>(({ sendBack }) => {
    const send = (event: MarqueeEvent) => sendBack(event);
    let live = true;
    const visibility =
      typeof win.IntersectionObserver === 'function'
        ? new win.IntersectionObserver((entries: IntersectionObserverEntry[]) => send({ type: entries.at(-1)!.isIntersecting ? 'VISIBLE' : 'HIDDEN' }))
        : undefined;
    if (visibility) visibility.observe(block);
    // Without IntersectionObserver the block counts as visible.
    else send({ type: 'VISIBLE' });
    const motion = win.matchMedia?.(REDUCED_MOTION);
    const onMotion = (event: MediaQueryListEvent) => send({ type: event.matches ? 'MOTION_REDUCED' : 'MOTION_ALLOWED' });
    motion?.addEventListener?.('change', onMotion);
    // A ResizeObserver reports once when it starts observing: that size is the one the mount laid out.
    let first = true;
    const size =
      typeof win.ResizeObserver === 'function'
        ? new win.ResizeObserver(() => {
            if (!first) send({ type: 'RESIZED' });
            first = false;
          })
        : undefined;
    size?.observe(block);
    win.document.fonts?.ready.then(() => live && win.document.fonts.status === 'loaded' && send({ type: 'RESIZED' }));
    return () => {
      live = false;
      visibility?.disconnect();
      motion?.removeEventListener?.('change', onMotion);
      size?.disconnect();
    };
  });
