import { videoMachine } from '../../machines/video/machine';
import { aspectPadding, videoType } from '../../machines/video/rules';
import { parseDimensions } from '../../machines/shared/dimensions';
import type { BlockModule } from '../../runtime/block-kinds';
import { logWarn } from '../../runtime/log';
import { videoConfigSchema, type VideoConfig } from '../../runtime/schemas/video';
import { joinPageVideos, layoutChanges, listenForVideoCommands } from '../../runtime/video/page-videos';
import { mountView } from '../shared/mount-view';
import { VideoView } from './VideoView';

/** display-widgets §8: a featured image needs an embedded (iframe) video. */
export const FEATURED_IMAGE_NEEDS_EMBED =
  'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.';

/** The video block's lazy chunk (display-widgets §4 "Video embeds"): its chart, the page's one-at-a-time rule, the facade. */
export const schema = videoConfigSchema;

export const mount: BlockModule<VideoConfig>['mount'] = ({ id, element, startActor }, config) => {
  if (config.thumbnailUrl && videoType(config.html) === 'object') logWarn(FEATURED_IMAGE_NEEDS_EMBED);
  const actor = startActor(id, videoMachine.provide({ actors: { layoutChanges: layoutChanges(window) } }), {
    input: { html: config.html, providerName: config.provider, mode: config.mode ?? 'none' },
  });
  const leave = joinPageVideos(actor, element.ownerDocument);
  const stopCommands = listenForVideoCommands(element, actor);
  const thumbnail = parseDimensions(config.thumbnailDimensions);
  // The server's fallback (a link to the video) gives way to the facade.
  const fallback = Array.from(element.childNodes);
  element.replaceChildren();
  const unmount = mountView(
    VideoView,
    { actorRef: actor, blockId: id, title: config.title, thumbnailUrl: config.thumbnailUrl, padding: aspectPadding(thumbnail), ratio: thumbnail ? thumbnail.width / thumbnail.height : 16 / 9 },
    element,
  );
  return {
    actor,
    unmount() {
      unmount();
      stopCommands();
      leave();
      element.replaceChildren(...fallback);
    },
  };
};
