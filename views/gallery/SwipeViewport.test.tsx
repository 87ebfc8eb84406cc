// @vitest-environment happy-dom
import { act, Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { swipeMachine } from '../../machines/swipe/machine';
import { swipeAnatomy } from '../../machines/swipe/anatomy';
import { SwipeViewport } from './SwipeViewport';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('SwipeViewport', () => {
  it('renders on the drag state changes only: forty pointer moves while dragging write the offset without a React render', () => {
    const swipe = createActor(swipeMachine, { input: { boundaries: 'inertial', motion: true } }).start();
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    let renders = 0;
    act(() =>
      root.render(
        <Profiler id="viewport" onRender={() => void (renders += 1)}>
          <SwipeViewport swipe={swipe} edges={{ atStart: false, atEnd: false }} data-testid="viewport" />
        </Profiler>,
      ),
    );
    const viewport = container.querySelector<HTMLElement>('[data-testid="viewport"]')!;
    act(() => swipe.send({ type: 'POINTER_DOWN', pointerId: 1, x: 500, y: 0, time: 0, width: 800, windowWidth: 1024, atStart: false, atEnd: false }));
    act(() => swipe.send({ type: 'POINTER_MOVE', x: 480, y: 0, time: 16 }));
    expect(viewport.dataset.swipe).toBe('dragging');
    const rendersWhenDragging = renders;
    for (let i = 2; i <= 41; i += 1) act(() => swipe.send({ type: 'POINTER_MOVE', x: 500 - 10 * i, y: 0, time: 16 * i }));
    expect(renders).toBe(rendersWhenDragging);
    expect(viewport.style.getPropertyValue('--gallery-drag')).toBe('-410px');
    act(() => root.unmount());
    swipe.stop();
  });

  it('without a swipe chart it is a plain box', () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    act(() => root.render(<SwipeViewport edges={{ atStart: false, atEnd: false }} data-testid="plain" />));
    expect(container.querySelector('[data-testid="plain"]')!.hasAttribute(swipeAnatomy.stateAttribute)).toBe(false);
    act(() => root.unmount());
  });
});
