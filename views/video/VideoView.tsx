import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
// A gallery loads this view on its own (lazily): reaching React DOM too keeps esbuild's React and React DOM in one
// shared chunk, as views/gallery/CollectionDesign.tsx does (split, they cost every React page 0.6 KB more).
import 'react-dom/client';
import { connectVideo } from '../../machines/video/connect';
import { videoAnatomy } from '../../machines/video/anatomy';
import { videoText } from '../../machines/shared/text/video';
import { DEFAULT_ASPECT_PADDING, fitBox } from '../../machines/video/rules';
import type { VideoRef } from '../../runtime/video/page-videos';
import { injectStyle } from '../../runtime/inject-style';
import { videoCss } from './styles';

export interface VideoViewProps {
  actorRef: VideoRef;
  blockId: string;
  title: string;
  /** The facade's picture; without one the box shows the play button on dark. */
  thumbnailUrl?: string;
  /** The box's height in percent of its width (not with `fill`). */
  padding?: number;
  /** The video's own width / height, for fit and fill (16:9 by default). */
  ratio?: number;
  /** The box takes its container's size (a gallery slide) instead of a shape of its own. */
  fill?: boolean;
  /** A note shown on the block for the logged-in site owner (§8 'Vimeo Basic accounts are unsupported.'). */
  notice?: string;
}

/**
 * A video embed (display-widgets §4 "Video embeds"): a facade that costs a picture and a button until the visitor
 * plays, then the player, which takes focus. Fit and fill place the player when it loads and whenever the chart
 * says the layout has settled (`recentre`).
 */
export function VideoView({ actorRef, blockId, title, thumbnailUrl, padding = DEFAULT_ASPECT_PADDING, ratio = 16 / 9, fill = false, notice }: VideoViewProps) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectVideo(snapshot, actorRef.send, { id: blockId, title });
  const player = useRef<HTMLIFrameElement | null>(null);
  useLayoutEffect(() => injectStyle('video', videoCss), []);

  // Reads the box, then writes the player's place once (fit and fill only).
  const place = useCallback(() => {
    const frame = player.current;
    const box = frame?.parentElement;
    if (!frame || !box) return;
    const mode = actorRef.getSnapshot().context.mode;
    const { width, height, left, top } = fitBox({ width: box.clientWidth, height: box.clientHeight }, ratio, mode);
    if (mode === 'none') return void frame.removeAttribute('style');
    Object.assign(frame.style, { width: `${width}px`, height: `${height}px`, left: `${left}px`, top: `${top}px` });
  }, [actorRef, ratio]);
  useEffect(() => actorRef.on('recentre', place).unsubscribe, [actorRef, place]);

  const attachPlayer = useCallback(
    (frame: HTMLIFrameElement | null) => {
      player.current = frame;
      if (!frame) return;
      place();
      frame.focus();
    },
    [place],
  );

  return (
    <div {...api.rootProps} data-fill={fill || undefined} style={fill ? undefined : { ['--video-padding' as string]: `${api.placeholderPadding ?? padding}%` }}>
      {api.invalid ? (
        <p {...videoAnatomy.attrs('error')} role="alert">
          {videoText['video.invalidEmbed']}
        </p>
      ) : api.playing ? (
        <iframe key={api.playerKey} ref={attachPlayer} {...api.playerProps} />
      ) : api.state === 'unloaded' ? null : (
        <>
          {thumbnailUrl ? <img {...videoAnatomy.attrs('thumbnail')} src={thumbnailUrl} alt="" loading="lazy" decoding="async" /> : null}
          <button {...api.playProps}>▶</button>
        </>
      )}
      {notice ? <p {...videoAnatomy.attrs('notice')}>{notice}</p> : null}
    </div>
  );
}
