// What every competitor's bench page exposes (scripts/bench/competitors.ts): `window.bench` boots each slideshow the
// page has and destroys them again, and `data-bench-ready` says the page has booted once.

/** Boots `slideshow` on every element `selector` finds, now and on each `bench.boot()`. */
export function exposeBench(selector: string, slideshow: (element: HTMLElement) => () => void): void {
  let destroys: Array<() => void> = [];
  const bench = {
    boot() {
      destroys = Array.from(document.querySelectorAll<HTMLElement>(selector)).map(slideshow);
    },
    destroy() {
      destroys.forEach((destroy) => destroy());
      destroys = [];
    },
  };
  (window as unknown as { bench: typeof bench }).bench = bench;
  bench.boot();
  document.documentElement.dataset.benchReady = 'true';
}
