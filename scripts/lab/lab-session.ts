import { createActor, SimulatedClock, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { chartControls, eventsFor, withStandIns, type CasesOption, type Settle } from '../../model-tests/harness/chart-actor';
import type { ChartCase } from '../../model-tests/harness/walk-chart';

// One chart running in the lab as its model test runs it: the chart's actors are stand-ins the lab settles (unless
// the case gives real logic), time is a simulated clock the lab moves, and the real view is mounted on the same actor.

/** Entries the history keeps; older ones are dropped and counted. */
export const HISTORY_LIMIT = 500;

export interface HistoryEntry {
  /** Position since the start, dropped entries included. */
  index: number;
  event: EventObject;
  /** The simulated clock's time when the snapshot was taken. */
  at: number;
  value: unknown;
  context: unknown;
  status: string;
}

export interface SessionState {
  snapshot: AnyMachineSnapshot;
  history: HistoryEntry[];
  /** Entries dropped from the start of the history. */
  dropped: number;
  /** The events the chart accepts now, with the case's payloads. */
  accepted: EventObject[];
  /** The simulated clock's time. */
  now: number;
  /** When the next timer fires, if one is running. */
  nextTimer: number | undefined;
  /** The last event the lab could not cause (a stand-in that is not running, say). */
  error: string | undefined;
}

type ChartSpec = Pick<ChartCase<AnyStateMachine>, 'machine' | 'input' | 'actors' | 'events'>;

export class LabSession {
  readonly clock = new SimulatedClock();
  readonly actor: AnyActorRef;
  private readonly listeners = new Set<() => void>();
  private history: HistoryEntry[] = [];
  private dropped = 0;
  private error: string | undefined;
  private started = false;
  private state: SessionState;
  private readonly controls: ReturnType<typeof chartControls>;

  constructor(private readonly spec: ChartSpec) {
    const pending = new Map<AnyActorRef, Settle>();
    const machine = withStandIns(spec.machine, pending, spec.actors);
    let actor!: AnyActorRef;
    actor = createActor(machine, {
      input: spec.input,
      clock: this.clock,
      inspect: (event) => {
        if (event.type !== '@xstate.snapshot' || (actor && event.actorRef !== actor)) return;
        const snapshot = event.snapshot as AnyMachineSnapshot;
        this.record(event.event, snapshot);
        // After the actor's observers: the history has this snapshot only now.
        if (this.started) this.changed();
      },
    });
    this.actor = actor;
    // An actor that fails (its input lacks what the chart reads, say) says so in the lab, not as the page's error.
    actor.subscribe({
      error: (error) => {
        this.error = `The actor stopped with an error: ${error instanceof Error ? error.message : String(error)}`;
        if (this.started) this.changed();
      },
    });
    this.controls = chartControls(spec.machine.id, actor, this.clock, pending);
    this.state = this.read();
  }

  start(): void {
    this.actor.start();
    this.started = true;
    this.changed();
  }

  stop(): void {
    this.actor.stop();
  }

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Causes an event as the model test would: a timer's, a stand-in's answer, or sent to the actor. */
  send(event: EventObject & Record<string, unknown>): void {
    this.error = undefined;
    try {
      const chartAction = this.controls.chartAction(event);
      if (chartAction) chartAction();
      else this.actor.send(event);
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
    this.changed();
  }

  /** Moves the clock to the next timer (it fires). */
  toNextTimer(): void {
    const next = this.nextTimer();
    if (next !== undefined) this.clock.set(Math.max(next, this.clock.now()));
    this.changed();
  }

  /** Moves the clock by `ms`; every timer due by then fires, in order. */
  advance(ms: number): void {
    for (let next = this.nextTimer(); next !== undefined && next <= this.clock.now() + ms; next = this.nextTimer()) {
      ms -= Math.max(next - this.clock.now(), 0);
      this.clock.set(Math.max(next, this.clock.now()));
    }
    this.clock.set(this.clock.now() + ms);
    this.changed();
  }

  private nextTimer(): number | undefined {
    const timeouts = (this.clock as unknown as { timeouts: Map<number, { start: number; timeout: number }> }).timeouts;
    return timeouts.size ? Math.min(...[...timeouts.values()].map((t) => t.start + t.timeout)) : undefined;
  }

  private record(event: EventObject, snapshot: AnyMachineSnapshot): void {
    const index = this.dropped + this.history.length;
    this.history = [...this.history, { index, event, at: this.clock.now(), value: snapshot.value, context: snapshot.context, status: snapshot.status }];
    if (this.history.length > HISTORY_LIMIT) {
      this.dropped += this.history.length - HISTORY_LIMIT;
      this.history = this.history.slice(-HISTORY_LIMIT);
    }
  }

  private read(): SessionState {
    const snapshot = this.actor.getSnapshot() as AnyMachineSnapshot;
    return {
      snapshot,
      history: this.history,
      dropped: this.dropped,
      accepted: snapshot.status === 'active' ? eventsFor(this.spec.machine, snapshot, this.spec.events as CasesOption).filter((event) => snapshot.can(event)) : [],
      now: this.clock.now(),
      nextTimer: this.nextTimer(),
      error: this.error,
    };
  }

  private changed(): void {
    this.state = this.read();
    this.listeners.forEach((listener) => listener());
  }
}
