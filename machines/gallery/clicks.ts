/** What a click on a slide does (display-widgets §4 "Stacked", "Strip"); pure, so the views only report clicks. */
export type ClickBehavior = 'next' | 'previous' | 'halves';

export type SlideClick =
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'GO_TO'; index: number }
  | { type: 'NAVIGATE'; url: string }
  | null;

/**
 * Stacked: a slide with a click-through url navigates there; a video slide does not advance; otherwise next,
 * previous, or by halves (left half previous, right half next).
 */
export function stackedClick(behavior: ClickBehavior, slide: { type: 'image' | 'video'; clickThroughUrl: string | null }, x: number, width: number): SlideClick {
  if (slide.clickThroughUrl) return { type: 'NAVIGATE', url: slide.clickThroughUrl };
  if (slide.type === 'video') return null;
  if (behavior === 'previous') return { type: 'PREVIOUS' };
  if (behavior === 'halves') return x < width / 2 ? { type: 'PREVIOUS' } : { type: 'NEXT' };
  return { type: 'NEXT' };
}

/** Strip: the active slide follows activeSlideClickBehavior (next by default); another slide becomes current. */
export function stripClick(behavior: 'next' | 'previous' | 'none', clicked: number, current: number): SlideClick {
  if (clicked !== current) return { type: 'GO_TO', index: clicked };
  if (behavior === 'none') return null;
  return behavior === 'previous' ? { type: 'PREVIOUS' } : { type: 'NEXT' };
}

/** A command a slide click gives the gallery chart (a click-through is the page's). */
export type GalleryClickCommand = Exclude<SlideClick, null | { type: 'NAVIGATE' }>;

/** Where a slide click's command goes: a click-through to whoever follows it (`navigate`), any other to the gallery. */
export function routeSlideClick(command: SlideClick, send: (event: GalleryClickCommand) => void, navigate: (url: string) => void): void {
  if (!command) return;
  if (command.type === 'NAVIGATE') navigate(command.url);
  else send(command);
}

/** What of a slide keeps its own click (the slide does nothing then): its links, buttons and players. */
const OWN_CLICK_TARGETS = 'a, button, video, iframe';

/**
 * Stacked: the handler of a click on slide `slide`, given the slide's box (its x decides by halves); a click on
 * something of the slide's own is left to it.
 */
export const stackedSlideClick =
  (behavior: ClickBehavior, send: (event: GalleryClickCommand) => void, navigate: (url: string) => void) =>
  (event: { target: EventTarget | null; clientX: number }, slide: { type: 'image' | 'video'; clickThroughUrl: string | null }, box: { left: number; width: number }): void => {
    if ((event.target as Element).closest(OWN_CLICK_TARGETS)) return;
    routeSlideClick(stackedClick(behavior, slide, event.clientX - box.left, box.width), send, navigate);
  };

/** Strip (and the thumbnail strip): activating slide `clicked` while `current` is current. */
export const stripSlideActivation =
  (behavior: 'next' | 'previous' | 'none', current: number, send: (event: GalleryClickCommand) => void) =>
  (clicked: number): void =>
    routeSlideClick(stripClick(behavior, clicked, current), send, () => {});

/** The meta overlay overflows (and gets the 40% height) when its content exceeds 90% of the container's height. */
export function metaOverflows(metaHeight: number, containerHeight: number): boolean {
  return containerHeight > 0 && metaHeight > containerHeight * 0.9;
}

/** The track offset that puts the current strip slide at the start, middle or end of the viewport. */
export function stripOffset(alignment: 'start' | 'middle' | 'end', slideLeft: number, slideWidth: number, viewportWidth: number): number {
  if (alignment === 'start') return -slideLeft;
  if (alignment === 'end') return viewportWidth - slideWidth - slideLeft;
  return (viewportWidth - slideWidth) / 2 - slideLeft;
}

/**
 * A strip's slide boxes, known without measuring: each slide is as tall as the strip and as wide as its ratio makes
 * it (width / height), with `gap` between slides.
 */
export function stripBoxes(ratios: readonly number[], height: number, gap: number): Array<{ left: number; width: number }> {
  let left = 0;
  return ratios.map((ratio) => {
    const box = { left, width: height * ratio };
    left += box.width + gap;
    return box;
  });
}

/** Which strip slides are at least partly inside the viewport once the track is offset. */
export function stripShown(slides: ReadonlyArray<{ left: number; width: number }>, offset: number, viewportWidth: number): boolean[] {
  return slides.map(({ left, width }) => left + offset + width > 0.5 && left + offset < viewportWidth - 0.5);
}
