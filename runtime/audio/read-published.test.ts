// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PublishedMarkupError } from '../published-markup-error';
import { audioConfigSchema } from './audio.schema';
import { readPublishedAudio } from './read-published';

// The published fixture (scripts/demo-site/published/audio.html, README "Audio"): two audio blocks (code 41) as the
// platform publishes them, an empty `.sqs-audio-embed` whose data attributes name the track.
const FIXTURE = readFileSync('scripts/demo-site/published/audio.html', 'utf8');
const published = new DOMParser().parseFromString(FIXTURE, 'text/html');
const blocks = () => Array.from(published.querySelectorAll<HTMLElement>('[data-block-type="41"]'), (block) => block.cloneNode(true) as HTMLElement);

const MISSING = ['the audio block has no `.sqs-audio-embed`.', 'the audio block has no track (`.sqs-audio-embed[data-url]` is missing or empty).'];

describe('reading a published audio block (code 41)', () => {
  it("reads each block's track and its name (title, then author when there is one)", () => {
    expect(blocks().map((block) => audioConfigSchema.parse(readPublishedAudio(block)))).toEqual([
      { src: '/media/morning-bake.wav', title: 'The morning bake – Demo Bakery, 16-10-22' },
      { src: '/media/oven.wav', title: 'The oven door' },
    ]);
  });

  it('names the missing part: the placeholder, then its track', () => {
    const [block] = blocks();
    block!.querySelector('.sqs-audio-embed')!.setAttribute('data-url', '  ');
    expect(() => readPublishedAudio(block!)).toThrow(new PublishedMarkupError(MISSING[1]));
    block!.querySelector('.sqs-audio-embed')!.removeAttribute('data-url');
    expect(() => readPublishedAudio(block!)).toThrow(new PublishedMarkupError(MISSING[1]));
    block!.querySelector('.sqs-audio-embed')!.remove();
    expect(() => readPublishedAudio(block!)).toThrow(new PublishedMarkupError(MISSING[0]));
  });

  it('with any parts removed, reads a configuration the schema takes or names what is missing, and never throws anything else', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1 }), fc.array(fc.nat(), { maxLength: 3 }), (which, removals) => {
        const block = blocks()[which]!;
        for (const pick of removals) {
          const all = block.querySelectorAll('*');
          if (all.length > 0) all[pick % all.length]!.remove();
        }
        try {
          expect(audioConfigSchema.safeParse(readPublishedAudio(block)).success).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(PublishedMarkupError);
          expect(MISSING).toContain((error as Error).message);
        }
      }),
    );
  });

  it('with any attribute values, reads the track as written (trimmed) and a name only when one is given', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), fc.option(fc.string()), (url, title, author) => {
        const block = blocks()[0]!;
        const embed = block.querySelector('.sqs-audio-embed')!;
        embed.setAttribute('data-url', url);
        for (const [name, value] of [['data-title', title], ['data-author', author]] as const) {
          if (value === null) embed.removeAttribute(name);
          else embed.setAttribute(name, value);
        }
        if (url.trim() === '') return void expect(() => readPublishedAudio(block)).toThrow(MISSING[1]);
        const read = audioConfigSchema.parse(readPublishedAudio(block));
        expect(read.src).toBe(url.trim());
        const given = [title, author].map((value) => value?.replace(/\s+/g, ' ').trim()).filter(Boolean);
        expect(read.title).toBe(given.length > 0 ? given.join(' – ') : undefined);
      }),
    );
  });
});
