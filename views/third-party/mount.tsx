import { thirdPartyMachine } from '../../machines/third-party/machine';
import { tableBookingTreatment } from '../../machines/third-party/notice';
import { soundcloudPlayerUrl, soundcloudTrackUrl, vendorScriptUrl } from '../../machines/third-party/rules';
import type { ThirdPartyKind } from '../../machines/third-party/types';
import type { BlockContext, MountedBlock } from '../../runtime/block-contract';
import { thirdPartyActors, thirdPartyAllowed, thirdPartyEffects } from '../../runtime/third-party/effects';
import { mountView } from '../shared/mount-view';
import { ThirdPartyView } from './ThirdPartyView';

/** The block's own address (SoundCloud's track; the others' script) as written, and what the chart loads from it. */
export interface ThirdPartySource {
  given: string | null;
  source: string | null;
}

/** A SoundCloud block's player address, from its track (null: 'Invalid SoundCloud URL'). */
export function soundcloudSource(config: { url: string; playerUrl: string }, pageUrl: string): ThirdPartySource {
  const track = soundcloudTrackUrl(config.url);
  return { given: config.url, source: track && soundcloudPlayerUrl(config.playerUrl, track, pageUrl) };
}

/** A script kind's address: the block's `data-script-src` (visitor-runtime §7 "injected from the block's data attributes"). */
export function vendorScriptSource(element: HTMLElement, pageUrl: string): ThirdPartySource {
  const given = element.getAttribute('data-script-src');
  return { given, source: vendorScriptUrl(given, pageUrl) };
}

const BOOKING_KINDS: ReadonlySet<ThirdPartyKind> = new Set(['table-booking', 'opentable']);

/** Mounts one third-party block: the shared chart over the server's element, its view adding only what is missing. */
export function mountThirdParty(kind: ThirdPartyKind, { id, element, site, startActor }: BlockContext, { given, source }: ThirdPartySource): MountedBlock {
  const chart = thirdPartyMachine.provide({ actors: thirdPartyActors(site), actions: thirdPartyEffects(kind, id, given) });
  const preview = BOOKING_KINDS.has(kind) && tableBookingTreatment(site) === 'notice';
  const actor = startActor(id, chart, { input: { kind, source, preview, consented: thirdPartyAllowed(site) } });
  return { actor, unmount: mountView(ThirdPartyView, { actorRef: actor, element }, document.createElement('div'), { sync: true }) };
}
