// The mount queue (docs/contract.md "When a block boots"): blocks mount one at a time, in the order they were asked
// for, each in a task of its own, so that the blocks of the first viewport mount first, in page order.
import { yieldToPage } from './slices';

/** A block's place in the queue, taken when the block is asked for. */
export interface MountTurn {
  /** Settles once every earlier turn is done, in a task after the call. */
  ready(): Promise<void>;
  done(): void;
}

export interface MountQueue {
  /**
   * A place in the queue: a mount never shares a task with the previous mount, nor with its chunk's evaluation (the
   * renderer's chunk alone is 15-25 ms of CPU).
   */
  take(): MountTurn;
}

export function mountQueue(): MountQueue {
  let last = Promise.resolve();
  return {
    take() {
      let done = () => {};
      const previous = last;
      const mine = new Promise<void>((resolve) => (done = resolve));
      last = previous.then(() => mine);
      return { ready: () => previous.then(yieldToPage), done };
    },
  };
}
