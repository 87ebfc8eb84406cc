import { fromCallback, fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate';

/**
 * The placeholder a chart names in `setup({ actors })` for an effect the runtime provides (`.provide({ actors })`):
 * it types the actor's input and output and does nothing. A chart started without its runtime waits in the state
 * that invokes it; the model walk replaces it with a stand-in it settles.
 */
export const providedPromise = <Output, Input = NonReducibleUnknown>() =>
  fromPromise<Output, Input>(() => new Promise<Output>(() => {}));

/** The same for a subscription (a `fromCallback` actor): it sends nothing and has nothing to clean up. */
export const providedCallback = <Input = NonReducibleUnknown, Event extends EventObject = EventObject>() =>
  fromCallback<Event, Input>(() => () => {});
