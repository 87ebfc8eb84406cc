// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { MARQUEE_DEFAULTS } from '../../machines/marquee/rules';
import { marqueeMotion } from './effects';

/** What the line asked of its Web Animations, in order. */
function lineWithAnimations() {
  const calls: string[] = [];
  const animations: Array<{ cancelled: boolean }> = [];
  const element = (width: number, left = 0) => {
    const el = document.createElement('div');
    Object.defineProperty(el, 'offsetWidth', { value: width });
    Object.defineProperty(el, 'offsetLeft', { value: left });
    Object.defineProperty(el, 'clientWidth', { value: width });
    return el;
  };
  const root = element(300);
  const track = element(300);
  const groups = [element(200, 0), element(200, 200)];
  track.append(...groups);
  root.append(track);
  track.animate = (() => {
    const n = animations.push({ cancelled: false }) - 1;
    calls.push(`animate ${n}`);
    const timing = { duration: 1000 };
    return {
      play: () => calls.push(`play ${n}`),
      pause: () => calls.push(`pause ${n}`),
      cancel: () => {
        animations[n]!.cancelled = true;
        calls.push(`cancel ${n}`);
      },
      currentTime: 0,
      effect: { getComputedTiming: () => timing, setKeyframes: () => {}, updateTiming: () => {} },
    } as unknown as Animation;
  }) as HTMLElement['animate'];
  return { parts: { root, track, groups }, calls };
}

describe('marqueeMotion', () => {
  it('moves the track with one animation, created paused until the chart plays it', () => {
    const { parts, calls } = lineWithAnimations();
    const motion = marqueeMotion(parts, MARQUEE_DEFAULTS);
    motion.layout();
    motion.play();
    motion.layout(); // a relayout changes the same animation
    motion.pause();
    expect(calls).toEqual(['animate 0', 'pause 0', 'play 0', 'pause 0']);
  });

  it('leaves the line alone once destroyed: the chart’s last pause and a late layout neither revive nor make an animation', () => {
    const { parts, calls } = lineWithAnimations();
    const motion = marqueeMotion(parts, MARQUEE_DEFAULTS);
    motion.layout();
    motion.play();
    motion.destroy();
    // the block's actor stops after its view: its `animate` actor's cleanup pauses
    motion.pause();
    motion.layout();
    motion.play();
    // a cancelled animation that is paused is held at its first frame for the page's life
    expect(calls).toEqual(['animate 0', 'pause 0', 'play 0', 'cancel 0']);
  });
});
