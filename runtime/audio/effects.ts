/** The audio chart's effects on the page: `pauseMedia` pauses the block's player (another medium started playing). */
export const audioEffects = (media: HTMLMediaElement) => ({
  pauseMedia: () => media.pause(),
});
