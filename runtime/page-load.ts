// One random id per page load (docs/server.md "Page load id"). Every request the runtime sends to the platform
// carries it: as header X-Page-Load-Id, or as field `pageLoadId` where a request cannot carry a header (a beacon, the
// Track image). A module of its own, so the data layer, tracking and telemetry chunks share the one id. Kept tiny: the
// build merges it into chrome.js, which every page downloads once booted (docs/budgets.md).

let id: string | undefined;

/** Created on first use: crypto.randomUUID where the browser has it (secure contexts), else random hex digits. */
export const pageLoadId = (): string => (id ||= crypto.randomUUID?.() ?? Math.random().toString(16).slice(2));
