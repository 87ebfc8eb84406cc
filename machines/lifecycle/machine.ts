import { setup } from 'xstate';

/**
 * Page lifecycle (visitor-runtime §4): initialisers run once when the page is marked ready; destroying runs the
 * destructors and clears the flag, after which the page may be initialised again.
 */
export const lifecycleMachine = setup({
  types: {
    events: {} as { type: 'PAGE_READY' } | { type: 'DESTROY' },
  },
  actions: {
    // Provided by the runtime: run every registered initialiser / destructor, each guarded on its own.
    runInitialisers: () => {},
    runDestructors: () => {},
  },
}).createMachine({
  id: 'lifecycle',
  initial: 'notInitialised',
  states: {
    notInitialised: { on: { PAGE_READY: 'initialised' } },
    // A second PAGE_READY while initialised is ignored: initialisers run once.
    initialised: { entry: 'runInitialisers', on: { DESTROY: 'destroyed' } },
    destroyed: { entry: 'runDestructors', on: { PAGE_READY: 'initialised' } },
  },
});
