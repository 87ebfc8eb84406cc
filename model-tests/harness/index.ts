export { walkChart, planPaths } from './walk-chart';
export type { ChartCase, EventAction, EventArgs, EventCases, Mount, StateAssertion, Unmount, WalkOptions, WalkPath } from './walk-chart';
export { reactView } from './react-view';
export { listTransitions, transitionId, type ChartTransition } from './transitions';
export type { EventSource, WalkedRecord } from './coverage';
export type { PathKind } from './model-paths';
