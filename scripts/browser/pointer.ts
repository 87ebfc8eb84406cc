import type { CDPSession, Page } from 'playwright-core';
import { expect } from 'vitest';

// Real pointer input through the DevTools protocol with chosen timestamps, so a drag's speed is exact whatever the
// machine's load (the gallery's and the lightbox's swipe tests).

export interface Point {
  x: number;
  y: number;
}
/** A pointer path: where it is at each time (ms after the press). */
export type Path = Array<Point & { t: number }>;

/** Drives the mouse or a finger along a path with exact event times; `release: false` keeps it held. */
export class Pointer {
  private constructor(
    private readonly cdp: CDPSession,
    private readonly kind: 'mouse' | 'touch',
    private readonly epoch: number,
  ) {}
  static async on(page: Page, kind: 'mouse' | 'touch') {
    return new Pointer(await page.context().newCDPSession(page), kind, Date.now() / 1000);
  }
  private at(t: number) {
    return this.epoch + t / 1000;
  }
  private send(type: 'down' | 'move' | 'up', { x, y, t }: Point & { t: number }) {
    if (this.kind === 'touch') {
      const touchType = { down: 'touchStart', move: 'touchMove', up: 'touchEnd' }[type];
      return this.cdp.send('Input.dispatchTouchEvent', { type: touchType as 'touchStart', touchPoints: type === 'up' ? [] : [{ x, y, id: 1 }], timestamp: this.at(t) });
    }
    const mouseType = { down: 'mousePressed', move: 'mouseMoved', up: 'mouseReleased' }[type] as 'mousePressed';
    return this.cdp.send('Input.dispatchMouseEvent', { type: mouseType, x, y, button: 'left', buttons: type === 'up' ? 0 : 1, clickCount: 1, timestamp: this.at(t) });
  }
  async drag(path: Path, { release = true } = {}) {
    const [first, ...rest] = path;
    if (this.kind === 'mouse') await this.cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: first!.x, y: first!.y, buttons: 0, timestamp: this.at(first!.t - 1) });
    await this.send('down', first!);
    for (const point of release ? rest.slice(0, -1) : rest) await this.send('move', point);
    if (release) await this.send('up', rest[rest.length - 1] ?? first!);
  }
  /** Moves the mouse, no button held, to a point. */
  move({ x, y }: Point) {
    return this.cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y, buttons: 0 });
  }
  /** Releases where the pointer is, at time t. */
  release(point: Point & { t: number }) {
    return this.send('up', point);
  }
}

/**
 * Records the states a swipe chart (by its actor id) goes through from now on, read from the chart itself, which takes
 * each pointer event as the page dispatches it. `ended(states)` waits until the chart has reached `state` and is idle
 * again: the definite end of a drag that changes nothing (an idle chart alone is also what a press that never
 * reached it leaves).
 */
export async function recordSwipe(page: Page, actorId: string) {
  await page.evaluate((id) => {
    const seen: string[] = [];
    const records = ((window as unknown as { swipeStates?: Record<string, string[]> }).swipeStates ??= {});
    records[id] = seen;
    window.visitorRuntime!.actors.get(id)!.subscribe((snapshot) => {
      const value = snapshot.value as string | Record<string, string>;
      const name = typeof value === 'string' ? value : Object.values(value)[0]!;
      if (seen[seen.length - 1] !== name) seen.push(name);
    });
  }, actorId);
  const states = () => page.evaluate((id) => (window as unknown as { swipeStates: Record<string, string[]> }).swipeStates[id]!, actorId);
  return {
    states,
    /** Waits until the chart has been in `state` (dragging, or pressed for a press it let go) and is idle again. */
    async ended(state: 'pressed' | 'dragging') {
      await expect.poll(async () => {
        const seen = await states();
        return seen.includes(state) && seen[seen.length - 1] === 'idle';
      }).toBe(true);
    },
  };
}
