import { createRoot } from 'react-dom/client';
import { marqueeMachine, type MarqueeInput } from '../../machines/marquee/machine';
import { serverMarquee } from '../../runtime/marquee/read-published';
import { PublishedMarquee } from '../../views/marquee/PublishedMarquee';
import { renderNow } from '../harness/render-now';
import type { ChartCase } from '../harness/walk-chart';

// The marquee chart's walk (model-tests/marquee.model.test.tsx) and its page in the chart lab: a marquee block as the
// server draws it (docs/blocks.md "Marquee"), two groups of items, both hidden from reading.

const group = '<div class="Marquee-items" aria-hidden="true"><div class="Marquee-item">Fresh bread</div><div class="Marquee-item">Open at seven</div></div>';
const serverMarkup = `<div class="Marquee"><div class="Marquee-body" data-animation-direction="left" data-animation-speed="1">${group}${group}</div></div>`;

/** The layouts the runtime's `relayout` made, and how many there were when the last resize came. */
export const layouts = { made: 0, atLastResize: -1 };

export const marqueeCase = (title: string, input: MarqueeInput): ChartCase<typeof marqueeMachine> => ({
  title,
  machine: marqueeMachine.provide({ actions: { relayout: () => void (layouts.made += 1) } }),
  input,
  mount: async (actorRef, container) => {
    layouts.made = 0;
    layouts.atLastResize = -1;
    container.innerHTML = serverMarkup;
    const root = createRoot(document.createElement('div'));
    await renderNow(() => root.render(<PublishedMarquee actorRef={actorRef} {...serverMarquee(container)!} />));
    return () => renderNow(() => root.unmount());
  },
});

export const labCases = [marqueeCase('defaults', { pausedOnHover: false, reducedMotion: false })];
