import { assign, setup } from 'xstate';
import {
  imageUrl,
  needsUpgrade,
  requiredWidth,
  sizeStep,
  type Dimensions,
  type ImageConfig,
  type ImagePriority,
  type SizeStep,
} from './rules';
import { providedPromise, providedCallback } from '../shared/provided';

/** display-widgets §8: logged when data-src is missing or invalid, or the image does not load. */
export const INVALID_SOURCE = 'Invalid or missing image source.';

/** The image's slot as laid out, and the screen it is drawn on. */
export interface SlotMeasure {
  slot: Dimensions;
  devicePixelRatio: number;
  /** The visitor asked to save data. */
  saveData: boolean;
}

export type ImageLoaderEvent =
  | ({ type: 'NEAR_VIEWPORT'; inViewport: boolean } & SlotMeasure)
  | { type: 'SLOT_GRANTED' }
  | ({ type: 'SLOT_RESIZED' } & SlotMeasure);

export interface ImageLoaderContext {
  config: ImageConfig;
  /** Which image this is, for the runtime's actors (its actor id); the chart only passes it on. */
  imageId: string;
  /** The step being fetched, and the one the image shows (null: still the page's own src). */
  wanted: SizeStep | null;
  loaded: SizeStep | null;
  url: string | null;
  priority: ImagePriority;
}

const neededStep = (config: ImageConfig, { slot, devicePixelRatio, saveData }: SlotMeasure): SizeStep =>
  sizeStep(requiredWidth(slot, config.dimensions, config.mode, config.stretch), devicePixelRatio, { ...config, saveData });

const urlOf = ({ config, wanted }: ImageLoaderContext) => imageUrl(config.source!, wanted!, config.sizeFormat);

/**
 * One image's loading (display-widgets §4 "Image lazy loading"): it waits until it is within 200 px of the viewport
 * (the invoked `nearViewport` watch, which answers at once without an IntersectionObserver or for an eager image),
 * takes a slot of the page's image queue (`queueSlot`, held until the download ends either way), downloads the
 * size step its slot needs (`download`), then watches its slot (`slotSize`): a larger step goes back through the
 * queue, a smaller one never downloads again (unless the image forces every update). A failed download keeps what the image showed and logs the §8
 * message. The runtime provides every actor (runtime/images/observe-image.ts); the chart never touches the DOM.
 */
export const imageLoaderMachine = setup({
  types: {
    context: {} as ImageLoaderContext,
    input: {} as { config: ImageConfig; imageId?: string },
    events: {} as ImageLoaderEvent,
  },
  guards: {
    lacksSource: ({ context }) => context.config.source === null,
    loadsNever: ({ context }) => context.config.load === 'never',
    needsNewStep: ({ context, event }) =>
      event.type === 'SLOT_RESIZED' && needsUpgrade(context.loaded, neededStep(context.config, event), context.config.forceImageUpdate),
  },
  actors: {
    // Placeholders: the runtime provides them (runtime/images/observe-image.ts).
    nearViewport: providedCallback<{ imageId: string; eager: boolean }>(),
    queueSlot: providedCallback<{ priority: ImagePriority }>(),
    download: providedPromise<void, { url: string }>(),
    slotSize: providedCallback<{ imageId: string }>(),
  },
  actions: {
    want: assign(({ context, event }) => {
      if (event.type !== 'NEAR_VIEWPORT' && event.type !== 'SLOT_RESIZED') return {};
      // A first load in the viewport goes first; a sharper copy of a shown image waits behind first loads.
      const priority: ImagePriority = event.type === 'NEAR_VIEWPORT' && event.inViewport ? 'viewport' : 'margin';
      return { wanted: neededStep(context.config, event), priority };
    }),
    recordLoaded: assign(({ context }) => ({ loaded: context.wanted, url: urlOf(context) })),
    // Provided by the runtime (runtime/images/observe-image.ts): INVALID_SOURCE and the address in the console.
    reportFailure: (_, _params: { source: string }) => {},
  },
}).createMachine({
  id: 'imageLoader',
  context: ({ input }) => ({ config: input.config, imageId: input.imageId ?? '', wanted: null, loaded: null, url: null, priority: 'margin' }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'lacksSource', target: 'failed' }, { guard: 'loadsNever', target: 'kept' }, { target: 'waiting' }],
    },
    waiting: {
      invoke: { id: 'nearViewport', src: 'nearViewport', input: ({ context }) => ({ imageId: context.imageId, eager: context.config.load === 'eager' }) },
      on: { NEAR_VIEWPORT: { target: 'fetching', actions: 'want' } },
    },
    fetching: {
      // The slot is held from grant until the download settles or the image goes away.
      invoke: { id: 'queueSlot', src: 'queueSlot', input: ({ context }) => ({ priority: context.priority }) },
      initial: 'queued',
      states: {
        queued: { on: { SLOT_GRANTED: 'loading' } },
        loading: {
          invoke: {
            id: 'download',
            src: 'download',
            input: ({ context }) => ({ url: urlOf(context) }),
            onDone: { target: '#imageLoader.loaded', actions: 'recordLoaded' },
            onError: '#imageLoader.failed',
          },
        },
      },
    },
    loaded: {
      invoke: { id: 'slotSize', src: 'slotSize', input: ({ context }) => ({ imageId: context.imageId }) },
      on: { SLOT_RESIZED: { guard: 'needsNewStep', target: 'fetching', actions: 'want' } },
    },
    failed: {
      type: 'final',
      entry: { type: 'reportFailure', params: ({ context }) => ({ source: context.wanted === null ? (context.config.source ?? '(none)') : urlOf(context) }) },
    },
    // data-load="false": the page's own src stays.
    kept: { type: 'final' },
  },
});
