// What a gallery with embed slides loads on demand: their video charts and the video view (the video block's own
// chunk), so that a gallery without one downloads neither.
export { startSlideVideos } from '../../runtime/gallery/slide-videos';
export { VideoView } from '../video/VideoView';
