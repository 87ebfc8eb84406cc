import type { ActorRefFrom } from 'xstate';
import type { lightboxMachine } from '../../machines/lightbox/machine';

export interface SlideChangeEffects {
  /** The slide was left, or the lightbox closes on it: its video returns to its overlay. */
  leave(index: number): void;
  /** The slide is the one shown (on opening and after each move): the address may name it. */
  show?(index: number): void;
}

/**
 * What the page does as the lightbox's slide changes (display-widgets §2, §4 "Video embeds"): the chart tells which
 * slide it left and which it shows (`changed`), and which it closes on (`closing`). Returns the unsubscribe.
 */
export function followLightboxSlides(lightbox: ActorRefFrom<typeof lightboxMachine>, effects: SlideChangeEffects): () => void {
  const changed = lightbox.on('changed', ({ index, previous }) => {
    if (previous !== null) effects.leave(previous);
    effects.show?.(index);
  });
  const closing = lightbox.on('closing', ({ index }) => effects.leave(index));
  return () => {
    changed.unsubscribe();
    closing.unsubscribe();
  };
}
