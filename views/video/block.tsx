import { videoText } from '../../machines/shared/text/video';
import { aspectPadding, isVimeoBasic, videoProvider, videoType } from '../../machines/video/rules';
import { parseDimensions } from '../../machines/shared/dimensions';
import type { BlockModule } from '../../runtime/blocks/contract';
import { logWarn } from '../../runtime/log';
import type { VideoConfig } from '../../runtime/video/video.schema';
import { joinPageVideos, listenForVideoCommands, videoLogic, type VideoRef } from '../../runtime/video/page-videos';
import { videoPlayer } from '../../runtime/video/player';
import { BlockSkipped, vendorSetting } from '../../runtime/vendors';
import { PUBLISHED_VIDEO_WRAPPER } from '../../runtime/video/read-published';
import { mountView } from '../shared/mount-view';
import { VideoView } from './VideoView';
import { videoConfigValidator } from '../../runtime/video/video.validator.generated';

/** The video block's lazy chunk (display-widgets §4 "Video embeds"): its chart, the page's one-at-a-time rule, the facade. */
export const schema = videoConfigValidator;
/** A published page's video block (docs/published-pages.md "Video"): its configuration from the platform's markup. */
export { readPublishedVideo as readPublished } from '../../runtime/video/read-published';

export const mount: BlockModule<VideoConfig>['mount'] = ({ id, element, site, startActor }, config) => {
  // An embed address the vendor table refuses: the block is skipped, the server's fallback (a link) stays.
  const player = videoPlayer(config.html, vendorSetting(site));
  if ('refused' in player) throw new BlockSkipped(player.refused);
  // display-widgets §8: a featured image needs an embedded (iframe) video.
  if (config.thumbnailUrl && videoType(config.html) === 'object') logWarn(videoText['video.customThumbnailEmbedOnly']);
  // §8: said in the console for everyone, on the block only to a logged-in owner; visitors get the video as usual.
  const vimeoBasic = isVimeoBasic(videoProvider(config.html, config.provider), config.account_type);
  if (vimeoBasic) logWarn(videoText['video.vimeoBasicUnsupported']);
  const actor = startActor(id, videoLogic(window), {
    input: { html: config.html, providerName: config.provider, mode: config.mode ?? 'none', player: player.player },
  }) as VideoRef;
  const leave = joinPageVideos(actor, element.ownerDocument);
  const stopCommands = listenForVideoCommands(element, actor);
  // The box's shape: the video's own size, else its thumbnail's (else 16:9).
  const shape = config.width && config.height ? { width: config.width, height: config.height } : parseDimensions(config.thumbnailDimensions);
  // A published block keeps its content and caption: the facade takes the place of the wrapper's overlay, inside
  // it. Ours replaces the element's fallback (a link to the video). Either comes back when the block unmounts.
  const host = element.querySelector<HTMLElement>(PUBLISHED_VIDEO_WRAPPER) ?? element;
  const fallback = Array.from(host.childNodes);
  host.replaceChildren();
  const unmount = mountView(
    VideoView,
    {
      actorRef: actor,
      blockId: id,
      title: config.title,
      thumbnailUrl: config.thumbnailUrl,
      padding: aspectPadding(shape),
      ratio: shape ? shape.width / shape.height : 16 / 9,
      notice: vimeoBasic && site.authenticatedAccount ? videoText['video.vimeoBasicUnsupported'] : undefined,
    },
    host,
  );
  return {
    actor,
    unmount() {
      unmount();
      stopCommands();
      leave();
      host.replaceChildren(...fallback);
    },
  };
};
