import type { Initialiser } from '../../initialise';
import { logWarn } from '../../log';
import { hasAdminPermission } from '../markers';

/**
 * The admin broadcast channel (visitor-runtime §6; docs/site-chrome.md "Page furniture"): a page whose
 * accessPermissions include admin (contributor permission code 1, or the name `admin`) opens the BroadcastChannel
 * `visitor-runtime:admin-events`. Every message received on it that is an admin event (an object with a non-empty
 * string `type`) is dispatched on `window` as the CustomEvent `visitor-runtime:admin-event` with the message as
 * `detail`; anything else is ignored with a warning. The channel is closed on destroy.
 */
export const ADMIN_CHANNEL_NAME = 'visitor-runtime:admin-events';
export const ADMIN_EVENT = 'visitor-runtime:admin-event';

export interface AdminEvent {
  type: string;
  [field: string]: unknown;
}

export { hasAdminPermission };

export const isAdminEvent = (data: unknown): data is AdminEvent =>
  typeof data === 'object' && data !== null && !Array.isArray(data) && typeof (data as { type?: unknown }).type === 'string' && (data as AdminEvent).type !== '';

export interface AdminChannelEnvironment {
  window: Window;
  /** default the window's BroadcastChannel */
  openChannel?: (name: string) => BroadcastChannel;
}

export const createAdminChannelFeature =
  (environment?: AdminChannelEnvironment): Initialiser =>
  ({ site }) => {
    if (!hasAdminPermission(site)) return;
    const win = environment?.window ?? window;
    const Channel = (win as Window & { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
    const open = environment?.openChannel ?? (Channel ? (name: string) => new Channel(name) : undefined);
    if (!open) {
      logWarn('This browser has no BroadcastChannel; admin events are not received.');
      return;
    }
    const channel = open(ADMIN_CHANNEL_NAME);
    channel.onmessage = (message: MessageEvent) => {
      if (isAdminEvent(message.data)) win.dispatchEvent(new CustomEvent(ADMIN_EVENT, { detail: message.data }));
      else logWarn('A message on the admin channel is not an admin event (an object with a type); ignored.', message.data);
    };
    return () => {
      channel.onmessage = null;
      channel.close();
    };
  };

export const adminChannelFeature: Initialiser = createAdminChannelFeature();
