import type { AnyActorRef } from 'xstate';
import { startActor, stopActor } from './actors';
import { blockDataErrors, blockLoaders, type BlockModule, type MountedBlock } from './block-kinds';
import { describeFirstIssue, logError, logWarn } from './log';
import { identifyBlock } from './page-reader';
import type { SiteContext } from './schemas/site-context';

export const BLOCK_SELECTOR = '[data-block-type]';

/** The actors a block started, by the id each was registered under. */
type StartedActors = Array<[string, AnyActorRef]>;

/**
 * Finds every block on the page, loads its kind's chunk, validates its configuration and mounts it. Each block is
 * on its own: broken JSON, an invalid field, an unknown kind or a chunk that fails to load skips that block with
 * one console message, and every other block still boots. Returns the destructor that unmounts them all.
 */
export function bootBlocks(root: ParentNode, site: SiteContext): { ready: Promise<void>; destroy(): void } {
  const mounted: Array<{ id: string; element: HTMLElement; block: MountedBlock; started: StartedActors }> = [];
  const counters = new Map<string, number>();
  let destroyed = false;
  const elements = Array.from(root.querySelectorAll<HTMLElement>(BLOCK_SELECTOR));
  const ready = Promise.all(
    elements.map(async (element) => {
      const { kind, source } = identifyBlock(element);
      if (source === 'static') return;
      const n = (counters.get(kind) ?? 0) + 1;
      counters.set(kind, n);
      const id = element.id || `${kind}-${n}`;
      const started: StartedActors = [];
      const block = await bootBlock(element, kind, source === 'published', id, site, started);
      if (!block) return;
      mounted.push({ id, element, block, started });
      if (destroyed) unmountAll();
    }),
  ).then(() => undefined);
  function unmountAll() {
    for (const { id, element, block, started } of mounted.splice(0).reverse()) {
      try {
        block.unmount();
      } catch (error) {
        logError(`Block #${id} failed to unmount.`, error);
      }
      // Every actor the block started (its chart, a captcha, the counters) goes with it: those very actors, even if
      // a later initialisation registered others under the same ids meanwhile.
      for (const [actorId, actor] of started) stopActor(actorId, actor);
      delete element.dataset.blockState;
    }
  }
  return {
    ready,
    destroy() {
      destroyed = true;
      unmountAll();
    },
  };
}

async function bootBlock(
  element: HTMLElement,
  kind: string,
  published: boolean,
  id: string,
  site: SiteContext,
  started: StartedActors,
): Promise<MountedBlock | null> {
  const name = `Block "${kind}" (#${id})`;
  const load = blockLoaders[kind];
  if (!load) {
    logWarn(`${name} is skipped: this runtime has no block kind "${kind}".`);
    return null;
  }
  let json: unknown;
  if (!published) {
    try {
      json = JSON.parse(element.dataset.blockJson ?? '{}');
    } catch (error) {
      logError(`${name} is skipped: ${kindMessage(kind, 'decode')}data-block-json is not valid JSON (${(error as Error).message}).`);
      return null;
    }
  }
  let module: BlockModule;
  try {
    module = await load();
  } catch (error) {
    logWarn(`${name} is skipped: the module for "${kind}" failed to load (${(error as Error).message}).`);
    return null;
  }
  if (published) {
    if (!module.readPublished) {
      logWarn(`${name} is skipped: the published markup of "${kind}" is not read yet.`);
      return null;
    }
    try {
      json = module.readPublished(element);
    } catch (error) {
      logError(`${name} is skipped: ${kindMessage(kind, 'decode')}${(error as Error).message}`);
      return null;
    }
  }
  const config = module.schema.safeParse(json);
  if (!config.success) {
    logError(`${name} is skipped: ${kindMessage(kind, 'evaluate')}invalid configuration at ${describeFirstIssue(config.error.issues)}.`);
    return null;
  }
  // Each block mounts in a task of its own: twenty galleries mounted in one task would block input for as long.
  await yieldToPage();
  try {
    const startBlockActor: typeof startActor = (actorId, logic, options) => {
      const actor = startActor(actorId, logic, options);
      started.push([actorId, actor]);
      return actor;
    };
    const block = await module.mount({ id, element, site, startActor: startBlockActor }, config.data);
    element.dataset.blockState = 'booted';
    return block;
  } catch (error) {
    logError(`${name}: ${module.mountError ?? 'failed to mount.'}`, error);
    // What it started before it failed (a captcha, a counter) goes now: nothing will unmount this block.
    for (const [actorId, actor] of started.splice(0)) stopActor(actorId, actor);
    return null;
  }
}

/** Resolves in a later task, letting the page handle input and paint in between (scheduler.yield where it exists). */
function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** The kind's own §8 message, followed by a space, or nothing. */
function kindMessage(kind: string, problem: 'decode' | 'evaluate'): string {
  const messages = Object.hasOwn(blockDataErrors, kind) ? blockDataErrors[kind] : undefined;
  return messages ? `${messages[problem]} ` : '';
}
