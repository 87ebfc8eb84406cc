import type { ActorRefFrom } from 'xstate';
import { imageLoaderMachine } from '../../machines/image-loader/machine';
import { imageUrl, parseImageConfig, type LoadPolicy } from '../../machines/image-loader/rules';
import { imageLoaderActions } from '../../runtime/images/observe-image';
import { LazyImage } from '../../views/images/LazyImage';
import { reactView } from '../harness/react-view';
import type { ChartCase } from '../harness/walk-chart';

// The image-loader chart's walk (model-tests/image-loader.model.test.tsx) and its page in the chart lab: a landscape
// gallery photo drawn with cover at a focal point low and left; the server rendered its 100w step. Its watches,
// queue slot and download are settled stand-ins.

export const SRC = '/images/photo-7.jpg';
export const PLACEHOLDER = imageUrl(SRC, 100, 'filename');
export const ATTRIBUTES = { src: SRC, imageDimensions: '2500x1667', imageFocalPoint: '0.25,0.75', mode: 'cover', sizeFormat: 'filename' };

type Ref = ActorRefFrom<typeof imageLoaderMachine>;
export const lazyImageView = (src: string, load?: LoadPolicy) =>
  reactView(({ actorRef }: { actorRef: Ref }) => (
    <LazyImage
      actorRef={actorRef}
      src={src}
      dimensions="2500x1667"
      focalPoint="0.25,0.75"
      mode="cover"
      sizeFormat="filename"
      load={load}
      alt="Photo 7"
      idPrefix="gallery-1"
      placeholderSrc={PLACEHOLDER}
    />
  ));

/** The chart as the runtime runs it: its failure goes to the console (the runtime's provided action). */
export const loggingLoader = imageLoaderMachine.provide({ actions: imageLoaderActions });

// A 400×300 slot at DPR 2: cover needs 300 × 2500/1667 ≈ 450 css px, so 900 device px: the 1000 step. Grown to
// 1200×800 it needs 2400: the 2500 step.
const measure = (width: number, height: number) => ({ slot: { width, height }, devicePixelRatio: 2, saveData: false });

export const imageLoaderCase: ChartCase<typeof loggingLoader> = {
  title: 'a gallery photo, its 100w step drawn by the server',
  machine: loggingLoader,
  input: { config: parseImageConfig(ATTRIBUTES) },
  mount: lazyImageView(SRC),
  events: {
    NEAR_VIEWPORT: [{ inViewport: true, ...measure(400, 300) }, { inViewport: false, ...measure(400, 300) }],
    SLOT_RESIZED: [measure(1200, 800)],
    'xstate.error.actor.download': [{ error: new Error('Could not load') }],
  },
};

export const labCases = [imageLoaderCase];
