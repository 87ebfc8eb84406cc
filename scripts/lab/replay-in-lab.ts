import type { TrailStep } from '../../machines/shared/trail';
import type { LabChart } from './charts';
import { replayActor, replayText, type ReplaySpec } from './trail-replay';

/**
 * What a chart's replay runs on: the case its lab page runs (input, real actors, stand-ins), or its machine alone
 * when no model test shares one. A case for a view that takes over its page is built for a detached document, so
 * nothing the replay's actors do reaches the lab's page (the replay mounts no view).
 */
export function replaySpec(chart: LabChart, detachedDocument = () => document.implementation.createHTMLDocument('replay')): ReplaySpec {
  const shared = chart.cases[0];
  if (!shared) return { machine: chart.machine };
  return shared.inDocument ? shared.inDocument(detachedDocument()) : shared;
}

/** Replays `actor`'s steps of the trail on a fresh actor of `chart` and says how it went, in a sentence. */
export async function replayInLab(chart: LabChart, trail: readonly TrailStep[], actor: string): Promise<string> {
  try {
    return replayText(await replayActor(replaySpec(chart), trail, actor));
  } catch (error) {
    return `The replay could not run: ${error instanceof Error ? error.message : String(error)}`;
  }
}
