import type { StatelyInspectionEvent } from '@statelyai/inspect';
import { logWarn } from './log';

/** Where a page with `?inspect=lab` posts its inspection events, and where the lab follows them (the reference server). */
export const LAB_EVENTS_PATH = '/_lab/events';
export const LAB_STREAM_PATH = '/_lab/stream';

/** One post of a page's events: the page, then its events in order. */
export interface LabBatch {
  page: { id: string; url: string; title: string };
  events: StatelyInspectionEvent[];
}

/**
 * The lab's side of the inspector on the page's own origin: the events (redacted by the inspector before they get
 * here) go to the server in order, one post per task's worth, and the server hands them to every open lab. A server
 * without the relay (a published site's origin) is told of once: one warning, and nothing more is posted.
 */
export class LabRelay {
  private queued: StatelyInspectionEvent[] = [];
  private sending: Promise<unknown> = Promise.resolve();
  private readonly page: LabBatch['page'];
  private refused = false;

  constructor(
    private readonly origin: string,
    private readonly host: Window = window,
  ) {
    this.page = { id: Math.random().toString(36).slice(2, 12), url: host.location.href, title: host.document.title };
  }

  start(): void {}

  stop(): void {
    this.flush();
  }

  send(event: StatelyInspectionEvent): void {
    if (this.refused) return;
    if (!this.queued.length) this.host.setTimeout(() => this.flush(), 0);
    this.queued.push(event);
  }

  private refuse(warning: string): void {
    if (this.refused) return;
    this.refused = true;
    this.queued = [];
    logWarn(warning);
  }

  private flush(): void {
    if (!this.queued.length) return;
    const batch: LabBatch = { page: { ...this.page, title: this.host.document.title }, events: this.queued };
    this.queued = [];
    this.sending = this.sending.then(() => this.post(batch));
  }

  /** Posts one batch, unless the server has refused an earlier one. */
  private async post(batch: LabBatch): Promise<void> {
    if (this.refused) return;
    try {
      const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(batch) };
      const response = await this.host.fetch(`${this.origin}${LAB_EVENTS_PATH}`, init);
      if (!response.ok) this.refuse(`The lab did not take this page's inspection events (${response.status}); no more are sent to it.`);
    } catch {
      this.refuse("The lab's relay could not be reached; no inspection events are sent to it.");
    }
  }
}
