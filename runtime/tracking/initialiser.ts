import { whenTrackingAllowed, type TrackingStopReason } from '../consent/policy';
import { logWarn } from '../log';
import type { Initialiser } from '../page';
import { analyticsFacts, shouldRecordAnalytics } from './skip';

/**
 * The core side of tracking: once tracking is allowed (now, or when the visitor accepts) and the skip rules do not
 * skip this page, downloads the tracking chunk and starts it. Stops it again on a later refusal or on destroy.
 */
export const trackingInitialiser: Initialiser = ({ document, site }) =>
  whenTrackingAllowed(site, () => {
    if (!shouldRecordAnalytics(analyticsFacts(site))) return;
    let stop: ((reason: TrackingStopReason) => void) | undefined;
    let stopped = false;
    import('./index').then(
      (tracking) => {
        if (!stopped) stop = tracking.startTracking(document, site);
      },
      (error: Error) => logWarn(`Tracking is skipped: its module failed to load (${error.message}).`),
    );
    return (reason: TrackingStopReason) => {
      stopped = true;
      stop?.(reason);
    };
  });
