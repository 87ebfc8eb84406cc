import { thirdPartyMachine } from '../../machines/third-party/machine';
import type { ThirdPartyKind } from '../../machines/third-party/types';
import type { BlockContext, MountedBlock } from '../../runtime/blocks/contract';
import { thirdPartyActors, thirdPartyEffects } from '../../runtime/third-party/effects';
import { thirdPartyInput, type ThirdPartySource } from '../../runtime/third-party/sources';
import { mountDetached } from '../shared/mount-view';
import { ThirdPartyView } from './ThirdPartyView';

/** Mounts one third-party block: the shared chart over the server's element, its view adding only what is missing. */
export function mountThirdParty(kind: ThirdPartyKind, { id, element, site, startActor }: BlockContext, source: ThirdPartySource): MountedBlock {
  const chart = thirdPartyMachine.provide({ actors: thirdPartyActors(site), actions: thirdPartyEffects(kind, id, source) });
  const actor = startActor(id, chart, { input: thirdPartyInput(kind, site, source) });
  return { actor, unmount: mountDetached(ThirdPartyView, { actorRef: actor, element }) };
}
