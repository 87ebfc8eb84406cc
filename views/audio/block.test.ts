// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPublishedAudio } from '../../runtime/audio/read-published';
import { startActor } from '../../runtime/actors';
import { audioConfigSchema } from '../../runtime/audio/audio.schema';
import type { SiteContext } from '../../runtime/schemas/site-context';
import { mount, mountError } from './block';

// The published fixture (scripts/demo-site/published/audio.html): two audio blocks (code 41) as the platform publishes
// them; the block draws the one part they lack.
const published = new DOMParser().parseFromString(readFileSync('scripts/demo-site/published/audio.html', 'utf8'), 'text/html');
const blocks = () => Array.from(published.querySelectorAll<HTMLElement>('[data-block-type="41"]'), (block) => block.cloneNode(true) as HTMLElement);

describe('a published audio block once mounted', () => {
  const context = (element: HTMLElement) => ({ id: 'audio-1', element, site: {} as SiteContext, startActor });

  it('draws the one missing part, an <audio> with native controls named by the track, loading nothing before play; unmount removes it', () => {
    const block = blocks()[0]!;
    const drawn = block.innerHTML;
    const mounted = mount(context(block), audioConfigSchema.parse(readPublishedAudio(block))) as { unmount(): void };
    const media = block.querySelector('.sqs-audio-embed > audio')!;
    expect(media.getAttribute('src')).toBe('/media/morning-bake.wav');
    expect((media as HTMLAudioElement).controls).toBe(true);
    expect(media.getAttribute('preload')).toBe('none');
    expect(media.getAttribute('aria-label')).toBe('The morning bake – Demo Bakery, 16-10-22');
    expect(block.getAttribute('data-state')).toBe('paused');
    mounted.unmount();
    expect(block.innerHTML).toBe(drawn);
  });

  it("adopts our contract's own <audio> and draws none; with neither an <audio> nor a track, fails with its message", () => {
    const ours = document.createElement('figure');
    ours.innerHTML = '<audio controls src="/media/oven.wav"></audio>';
    const mounted = mount(context(ours), audioConfigSchema.parse({})) as { unmount(): void };
    expect(ours.querySelectorAll('audio')).toHaveLength(1);
    mounted.unmount();
    expect(ours.querySelectorAll('audio')).toHaveLength(1);
    expect(() => mount(context(document.createElement('figure')), audioConfigSchema.parse({}))).toThrow(mountError);
  });
});
