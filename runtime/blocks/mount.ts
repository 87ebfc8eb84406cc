// How a block that left `dormant` is mounted (the block lifecycle chart's mountBlock actor, runtime/blocks/effects.ts):
// downloaded with the first block a page boots, so a page without blocks never loads it.
import type { AnyActorRef } from 'xstate';
import { BLOCK_STATE_ATTRIBUTE } from '../../machines/block-lifecycle/connect';
import { startActor, stopActor } from '../actors';
import type { BlockModule, MountedBlock } from './contract';
import type { Handover } from './handover';
import type { FoundBlock } from './find';
import { blockName, chunkFailed, kindMessage } from './messages';
import type { MountTurn } from './mount-queue';
import type { BlockKindEntry } from './registry';
import { describeFirstIssue, logError, logWarn } from '../log';
import type { SiteContext } from '../schemas/site-context';
import { yieldToPage } from './slices';

/** The actors a block started, by the id each was registered under. */
type StartedActors = Array<[string, AnyActorRef]>;

/** The block to mount, as the block machinery found it (a kind the runtime has), and the page's site context. */
export interface MountTarget extends Omit<FoundBlock, 'entry'> {
  entry: BlockKindEntry;
  site: SiteContext;
}

export interface MountInputs {
  handover: Handover;
  signal: AbortSignal;
  /** its place in the mount queue (mount-queue.ts), taken when the block was asked for */
  turn: MountTurn;
  /** the kind's chunk, already downloading */
  module: Promise<BlockModule>;
}

/**
 * Awaits the kind's chunk, reads and validates the configuration, mounts the block in its turn and hands it what
 * the visitor did meanwhile. Resolves with the mounted block, whose unmount also stops every actor it started and
 * brings back the server markup; rejects (after its one console message) when the block is skipped.
 */
export async function loadAndMount(options: MountTarget, { handover, signal, turn, module: loading }: MountInputs): Promise<MountedBlock> {
  const { element, id, kind, entry, published, site } = options;
  const name = blockName(options);
  try {
    let module: BlockModule;
    try {
      module = await loading;
    } catch (error) {
      throw chunkFailed(options, (error as Error).message);
    }
    let json: unknown;
    if (published) {
      if (!module.readPublished) {
        logWarn(`${name} is skipped: the published markup of "${kind}" is not read yet.`);
        throw new Error('published markup not read');
      }
      try {
        json = module.readPublished(element);
      } catch (error) {
        logError(`${name} is skipped: ${kindMessage(entry, 'decode')}${(error as Error).message}`);
        throw error;
      }
    } else {
      json = JSON.parse(element.dataset.blockJson ?? '{}');
    }
    const config = module.schema.safeParse(json);
    if (!config.success) {
      const message = `${name} is skipped: ${kindMessage(entry, 'evaluate')}invalid configuration at ${describeFirstIssue(config.error.issues)}.`;
      logError(message);
      throw new Error(message);
    }
    // One mount at a time, in the order asked, each in a task of its own: twenty galleries mounted in one task would
    // block input for as long.
    await turn.ready();
    signal.throwIfAborted();
    const restoreMarkup = keepMarkup(element);
    const started: StartedActors = [];
    const stopStarted = () => {
      // Every actor the block started (its chart, a captcha, the counters) goes with it: those very actors, even if
      // a later initialisation registered others under the same ids meanwhile.
      for (const [actorId, actor] of started.splice(0)) stopActor(actorId, actor);
    };
    const startBlockActor: typeof startActor = (actorId, logic, actorOptions) => {
      const actor = startActor(actorId, logic, actorOptions, { id, kind });
      started.push([actorId, actor]);
      return actor;
    };
    // Destroyed while it mounts: the actors it has started go at once (destroy leaves nothing running: their
    // listeners and timers go with them); the view and the markup follow once the mount settles (unlessDestroyed).
    let handedOver = false;
    signal.addEventListener('abort', () => handedOver || stopStarted(), { once: true });
    let block: MountedBlock;
    try {
      block = await module.mount({ id, element, site, startActor: startBlockActor }, config.data);
    } catch (error) {
      // Its data may not be used (runtime/vendors.ts BlockSkipped, named so that this chunk does not carry the table).
      if ((error as Error | undefined)?.name === 'BlockSkipped') logError(`${name} is skipped: ${(error as Error).message}.`);
      else logError(`${name}: ${module.mountError ?? 'failed to mount.'}`, error);
      // What it started before it failed (a captcha, a counter) goes now: nothing will unmount this block.
      stopStarted();
      restoreMarkup();
      throw error;
    }
    const mounted: MountedBlock = {
      ...(block.actor ? { actor: block.actor } : {}),
      unmount() {
        try {
          block.unmount();
        } catch (error) {
          logError(`Block #${id} failed to unmount.`, error);
        }
        stopStarted();
        restoreMarkup();
      },
    };
    // Destroyed meanwhile: nothing will unmount it but this.
    const unlessDestroyed = () => {
      if (!signal.aborted) return;
      mounted.unmount();
      signal.throwIfAborted();
    };
    unlessDestroyed();
    await handover.deliver(yieldToPage);
    unlessDestroyed();
    // From here the lifecycle's mounted state owns it: its end unmounts the block.
    handedOver = true;
    return mounted;
  } finally {
    turn.done();
  }
}

/** The block element's markup and attributes as the server rendered them, and what brings them back. */
function keepMarkup(element: HTMLElement): () => void {
  const html = element.innerHTML;
  const attributes = new Map(Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]));
  attributes.delete(BLOCK_STATE_ATTRIBUTE);
  return () => {
    if (element.innerHTML !== html) element.innerHTML = html;
    for (const attribute of element.getAttributeNames()) {
      if (!attributes.has(attribute) && attribute !== BLOCK_STATE_ATTRIBUTE) element.removeAttribute(attribute);
    }
    for (const [attribute, value] of attributes) if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
  };
}

