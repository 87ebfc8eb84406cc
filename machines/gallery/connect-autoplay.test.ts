// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { connectAutoplay } from './connect';

const region = () => {
  const sent: string[] = [];
  const api = connectAutoplay(undefined, (event) => sent.push(event.type), { id: 'g' });
  return { sent, pause: api.pauseProps };
};

describe("what pauses a gallery's autoplay (connectAutoplay's pauseProps, WAI-ARIA carousel)", () => {
  it('a mouse or pen over the region pauses and resumes; a touch is no hover', () => {
    const { sent, pause } = region();
    pause.onPointerEnter({ pointerType: 'mouse' });
    pause.onPointerLeave({ pointerType: 'pen' });
    pause.onPointerEnter({ pointerType: 'touch' });
    pause.onPointerLeave({ pointerType: 'touch' });
    expect(sent).toEqual(['POINTER_ENTER', 'POINTER_LEAVE']);
  });

  it('focus inside pauses; focus leaves only when it goes outside the region', () => {
    const { sent, pause } = region();
    const root = document.createElement('div');
    const inner = root.appendChild(document.createElement('button'));
    const outside = document.createElement('button');
    pause.onFocusCapture();
    pause.onBlurCapture({ currentTarget: root, relatedTarget: inner });
    pause.onBlurCapture({ currentTarget: root, relatedTarget: outside });
    pause.onBlurCapture({ currentTarget: root, relatedTarget: null });
    expect(sent).toEqual(['FOCUS_IN', 'FOCUS_OUT', 'FOCUS_OUT']);
  });
});
