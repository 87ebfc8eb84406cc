import { thirdPartyMachine } from '../../machines/third-party/machine';
import { tableBookingTreatment } from '../../machines/third-party/notice';
import type { ThirdPartyKind } from '../../machines/third-party/types';
import type { BlockContext, MountedBlock } from '../../runtime/block-contract';
import { thirdPartyActors, thirdPartyAllowed, thirdPartyEffects } from '../../runtime/third-party/effects';
import type { ThirdPartySource } from '../../runtime/third-party/sources';
import { mountView } from '../shared/mount-view';
import { ThirdPartyView } from './ThirdPartyView';

const BOOKING_KINDS: ReadonlySet<ThirdPartyKind> = new Set(['table-booking', 'opentable']);

/** Mounts one third-party block: the shared chart over the server's element, its view adding only what is missing. */
export function mountThirdParty(kind: ThirdPartyKind, { id, element, site, startActor }: BlockContext, { given, source }: ThirdPartySource): MountedBlock {
  const chart = thirdPartyMachine.provide({ actors: thirdPartyActors(site), actions: thirdPartyEffects(kind, id, given) });
  const preview = BOOKING_KINDS.has(kind) && tableBookingTreatment(site) === 'notice';
  const actor = startActor(id, chart, { input: { kind, source, preview, consented: thirdPartyAllowed(site) } });
  return { actor, unmount: mountView(ThirdPartyView, { actorRef: actor, element }, document.createElement('div'), { sync: true }) };
}
