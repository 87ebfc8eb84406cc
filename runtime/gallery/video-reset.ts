/** The event a slide's video chart answers by returning to its overlay (display-widgets §4 "Gallery index"). */
export const VIDEO_RESET_EVENT = 'visitor-runtime:video-reset';

/**
 * When the slide changes, the previous slide's video is reset: its video chart hears VIDEO_RESET_EVENT (overlay
 * shown or reloaded), and a native video in it is paused.
 */
export function resetSlideVideo(root: Element, blockId: string, index: number): void {
  const slide = root.ownerDocument.getElementById(`${blockId}:slide:${index}`);
  if (!slide || slide.getAttribute('data-type') !== 'video') return;
  slide.dispatchEvent(new CustomEvent(VIDEO_RESET_EVENT, { bubbles: true }));
  slide.querySelectorAll('video').forEach((video) => video.pause());
}
