export { walkChart, planPaths } from './walk-chart';
export type { EventAction, EventCases, Mount, StateAssertion, Unmount, WalkOptions, WalkPath } from './walk-chart';
export { reactView } from './react-view';
export { listTransitions, transitionId, type ChartTransition } from './transitions';
export type { PathKind } from './model-paths';
