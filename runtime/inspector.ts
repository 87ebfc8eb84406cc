import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect';
import { inspectorTarget, LAB_PATH, type EngineerFacts, type InspectorPage, type InspectorTarget } from './inspector-access';
import { LabRelay } from './inspector-relay';
import { createRedactor } from './inspector-redaction';
import { logWarn } from './log';

/** The inspector window's handshake (@statelyai/inspect's receiver posts it to its opener once it listens). */
const CONNECTED = '@statelyai.connected';
const DISCONNECTED = '@statelyai.disconnected';
/** Events kept for an inspector that connects (or reloads) later, as @statelyai/inspect keeps them. */
const MAX_KEPT_EVENTS = 200;

/**
 * The inspector's window, bound to the one origin the access rule allowed: the handshake counts only from the
 * window this page opened and only at that origin, and every message is posted for that origin alone, so a window
 * that navigated elsewhere receives nothing.
 */
export class InspectorWindow {
  private target: Window | null = null;
  private connected = false;
  private readonly kept: StatelyInspectionEvent[] = [];

  constructor(
    private readonly address: InspectorTarget,
    private readonly host: Window = window,
  ) {}

  start(): void {
    this.host.addEventListener('message', this.onMessage);
    this.target = this.host.open(this.address.url, 'xstateinspector');
    if (!this.target) logWarn(`The inspector window could not be opened (${this.address.url}); is a popup blocker on?`);
  }

  stop(): void {
    this.post({ type: DISCONNECTED });
    this.connected = false;
    this.host.removeEventListener('message', this.onMessage);
  }

  send(event: StatelyInspectionEvent): void {
    this.kept.push(event);
    if (this.kept.length > MAX_KEPT_EVENTS) this.kept.shift();
    if (this.connected) this.post(event);
  }

  private readonly onMessage = (message: MessageEvent) => {
    if (message.source !== this.target || message.origin !== this.address.origin) return;
    if ((message.data as { type?: unknown } | null)?.type !== CONNECTED) return;
    this.connected = true;
    for (const event of this.kept) this.post(event);
  };

  private post(message: unknown): void {
    this.target?.postMessage(message, this.address.origin);
  }
}

/** Several adapters fed the same events: the lab's window and its relay through the server. */
const allOf = (adapters: Array<InspectorWindow | LabRelay>) => ({
  start: () => adapters.forEach((adapter) => adapter.start()),
  stop: () => adapters.forEach((adapter) => adapter.stop()),
  send: (event: StatelyInspectionEvent) => adapters.forEach((adapter) => adapter.send(event)),
});

/**
 * Loaded only when the address has `?inspect`: attaches an inspector when the access rule allows this session and
 * address (runtime/inspector-access.ts; else it has warned and nothing is attached). The inspector's window gets
 * every actor's inspection events, redacted before they leave the page (runtime/inspector-redaction.ts); for the
 * lab, the same events also go to the server, which relays them to every open lab (runtime/inspector-relay.ts).
 */
export function attachInspector(page: InspectorPage, site: EngineerFacts) {
  const address = inspectorTarget(page, site);
  if (!address) return undefined;
  const inspectorWindow = new InspectorWindow(address);
  const toLab = address.sameOrigin && new URL(address.url).pathname === LAB_PATH;
  const inspector = createInspector(toLab ? allOf([inspectorWindow, new LabRelay(address.origin)]) : inspectorWindow, {
    serialize: createRedactor({ showFieldValues: address.sameOrigin }),
  });
  inspector.start();
  return inspector;
}
