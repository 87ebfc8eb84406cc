// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { manualFrames } from '../manual-frames.test-support';
import { DEFAULT_TWEEN_DURATION_MS, tween } from '../tween';
import {
  animationDurationMs,
  animationMode,
  frameStyle,
  isEditMode,
  parseAnimationKind,
  startAnimations,
} from './animations';

describe('tween (display-widgets "Animated widgets": a function and a finite duration, default 300 ms)', () => {
  it('refuses anything but a function, with a clear error', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined), fc.object(), fc.anything()), (notAFunction) => {
        expect(() => tween(notAFunction as never)).toThrow(/tween needs a function to call on each frame/);
      }),
    );
  });

  it('refuses a duration that is not a finite number of 0 ms or more, with a clear error', () => {
    for (const duration of [Infinity, -Infinity, NaN, -1, '300', null]) {
      expect(() => tween(() => {}, { duration: duration as never })).toThrow(/tween needs a finite duration in ms/);
    }
  });

  it('runs 300 ms by default, with progress rising from 0 to exactly 1, then says it is done', () => {
    const { scheduler, advance } = manualFrames();
    const seen: number[] = [];
    let done = 0;
    tween((p) => seen.push(p), { scheduler, onDone: () => (done += 1) });
    advance(DEFAULT_TWEEN_DURATION_MS - 16);
    expect(done).toBe(0);
    expect(seen.at(-1)).toBeLessThan(1);
    advance(32);
    expect(done).toBe(1);
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((p, i) => i === 0 || p >= seen[i - 1]!)).toBe(true);
    expect(seen.every((p) => p >= 0 && p <= 1)).toBe(true);
  });

  it('ends on 1 after any finite duration, whatever the frame rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 1, max: 100 }), (duration, frameMs) => {
        const { scheduler, advance } = manualFrames();
        const seen: number[] = [];
        tween((p) => seen.push(p), { duration, scheduler });
        advance(duration + frameMs, frameMs);
        expect(seen.at(-1)).toBe(1);
        expect(seen.filter((p) => p === 1)).toHaveLength(1);
      }),
    );
  });

  it('calls nothing more once cancelled', () => {
    const { scheduler, advance } = manualFrames();
    const seen: number[] = [];
    const cancel = tween((p) => seen.push(p), { duration: 300, scheduler });
    advance(100);
    const before = seen.length;
    cancel();
    advance(500);
    expect(seen).toHaveLength(before);
  });
});

describe('animation rules', () => {
  it('animations are off in edit mode (framed page of a logged-in account), whatever the motion preference', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (framed, loggedIn, reducedMotion) => {
        const editMode = isEditMode({ framed, loggedIn });
        expect(editMode).toBe(framed && loggedIn);
        const mode = animationMode({ editMode, reducedMotion });
        expect(mode).toBe(editMode ? 'off' : reducedMotion ? 'show-at-once' : 'animate');
      }),
    );
  });

  it('knows fade, scale and expand, and nothing else', () => {
    expect(['fade', 'scale', 'expand', ' Scale '].map(parseAnimationKind)).toEqual(['fade', 'scale', 'expand', 'scale']);
    fc.assert(
      fc.property(fc.string(), (s) => {
        fc.pre(!['fade', 'scale', 'expand'].includes(s.trim().toLowerCase()));
        expect(parseAnimationKind(s)).toBeNull();
      }),
    );
  });

  it('lasts 0.3 s unless data-animation-duration gives a finite number of seconds ≥ 0', () => {
    expect(animationDurationMs(undefined)).toBe(300);
    expect(animationDurationMs('')).toBe(300);
    expect(animationDurationMs('abc')).toBe(300);
    expect(animationDurationMs('-1')).toBe(300);
    expect(animationDurationMs('Infinity')).toBe(300);
    expect(animationDurationMs('0.5')).toBe(500);
    expect(animationDurationMs('0')).toBe(0);
  });

  it('starts hidden and ends as it is: fade 0 → 1, scale 0.94 → 1, expand 0 → full height', () => {
    expect(frameStyle('fade', 0)).toEqual({ opacity: '0' });
    expect(frameStyle('fade', 1)).toEqual({ opacity: '1' });
    expect(frameStyle('scale', 0)).toEqual({ opacity: '0', transform: 'scale(0.94)' });
    expect(frameStyle('scale', 1)).toEqual({ opacity: '1', transform: 'scale(1)' });
    expect(frameStyle('expand', 0, 120)).toEqual({ height: '0px', overflow: 'hidden', 'box-sizing': 'border-box' });
    expect(frameStyle('expand', 1, 120)).toEqual({ height: '120px', overflow: 'hidden', 'box-sizing': 'border-box' });
  });

  it('never goes backwards as progress grows, and stays within the start and end values', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const scale = (p: number) => Number(/scale\((.*)\)/.exec(frameStyle('scale', p).transform!)![1]);
        expect(scale(lo)).toBeLessThanOrEqual(scale(hi));
        expect(scale(lo)).toBeGreaterThanOrEqual(0.94);
        expect(scale(hi)).toBeLessThanOrEqual(1);
        expect(Number(frameStyle('fade', lo).opacity)).toBeLessThanOrEqual(Number(frameStyle('fade', hi).opacity));
        expect(parseFloat(frameStyle('expand', lo, 200).height!)).toBeLessThanOrEqual(parseFloat(frameStyle('expand', hi, 200).height!));
      }),
    );
  });
});

describe('animated elements on a page', () => {
  afterEach(() => void (document.body.innerHTML = ''));

  const page = () => {
    document.body.innerHTML = `
      <section data-animation="fade" id="fade">Fresh bread</section>
      <section data-animation="scale" data-animation-duration="0.6" id="scale">Cakes</section>
      <section data-animation="expand" id="expand">Hours</section>
      <section data-animation="spin" id="unknown">Left alone</section>`;
    return (id: string) => document.getElementById(id)!;
  };

  /** An observer the test controls: `enter(el)` is the element coming into view. */
  const manualObserver = () => {
    let onEnter: (element: Element) => void = () => {};
    const observed: Element[] = [];
    return {
      observe: (elements: Element[], callback: (element: Element) => void) => {
        observed.push(...elements);
        onEnter = callback;
        return () => void (observed.length = 0);
      },
      enter: (element: Element) => onEnter(element),
      observed,
    };
  };

  it('does nothing at all in edit mode', () => {
    const el = page();
    const observer = manualObserver();
    expect(startAnimations(document, { editMode: true, reducedMotion: false, observe: observer.observe })).toBeUndefined();
    expect(observer.observed).toEqual([]);
    for (const id of ['fade', 'scale', 'expand']) {
      expect(el(id).getAttribute('style')).toBeNull();
      expect(el(id).dataset.animationState).toBeUndefined();
    }
  });

  it('shows every element at once, without any animation style, when reduced motion is preferred', () => {
    const el = page();
    const observer = manualObserver();
    startAnimations(document, { editMode: false, reducedMotion: true, observe: observer.observe });
    expect(observer.observed).toEqual([]);
    for (const id of ['fade', 'scale', 'expand']) {
      expect(el(id).dataset.animationState).toBe('shown');
      expect(el(id).getAttribute('style') ?? '').toBe('');
    }
  });

  it('hides marked elements until they enter the viewport, then animates each in for its duration', () => {
    const el = page();
    const observer = manualObserver();
    const { scheduler, advance } = manualFrames();
    startAnimations(document, { editMode: false, reducedMotion: false, observe: observer.observe, scheduler });
    expect(observer.observed.map((e) => e.id)).toEqual(['fade', 'scale', 'expand']);
    expect(el('unknown').dataset.animationState).toBeUndefined();
    expect(el('fade').style.opacity).toBe('0');
    expect(el('scale').style.transform).toBe('scale(0.94)');
    expect(el('expand').style.height).toBe('0px');

    observer.enter(el('fade'));
    observer.enter(el('scale'));
    expect(el('fade').dataset.animationState).toBe('animating');
    advance(150);
    expect(Number(el('fade').style.opacity)).toBeGreaterThan(0);
    expect(Number(el('fade').style.opacity)).toBeLessThan(1);
    advance(160);
    // fade: default 0.3 s, done; scale: 0.6 s from its data attribute, still running.
    expect(el('fade').dataset.animationState).toBe('shown');
    expect(el('fade').getAttribute('style') ?? '').toBe('');
    expect(el('scale').dataset.animationState).toBe('animating');
    advance(300);
    expect(el('scale').dataset.animationState).toBe('shown');
    expect(el('scale').getAttribute('style') ?? '').toBe('');
    // Not yet in view: still waiting, hidden.
    expect(el('expand').dataset.animationState).toBe('waiting');
  });

  it('shows everything as it is when the page is destroyed mid-animation', () => {
    const el = page();
    const observer = manualObserver();
    const { scheduler, advance, pending } = manualFrames();
    const destroy = startAnimations(document, { editMode: false, reducedMotion: false, observe: observer.observe, scheduler })!;
    observer.enter(el('fade'));
    advance(100);
    destroy();
    expect(pending.size).toBe(0);
    for (const id of ['fade', 'scale', 'expand']) expect(el(id).dataset.animationState).toBe('shown');
  });
});
