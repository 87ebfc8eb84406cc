import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enUS } from './en-US';
import { fillMessage } from './fill';
import { formText } from './form';
import { formatMessage, parseMessage } from './message-format';
import { requestText } from './request';
import { videoText } from './video';

// The one en-US dictionary: its general part (./en-US.ts) and the sections its chunks take apart (form, video, data
// layer).
const sections = { general: enUS, form: formText, video: videoText, request: requestText } as const;
const entries = Object.entries(sections).flatMap(([section, table]) => Object.entries(table).map(([key, message]) => ({ section, key, message })));

/** A message whose arguments are all plain `{name}`: the kind `fillMessage` formats. */
const plainArguments = (message: string) => parseMessage(message).every((part) => part.type === 'text' || part.type === 'argument');

describe('the en-US dictionary', () => {
  it('names every message once: no key in two sections, each section\'s keys under its own name', () => {
    const keys = entries.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { section, key } of entries) if (section !== 'general') expect(key.startsWith(`${section}.`)).toBe(true);
    for (const key of Object.keys(enUS)) expect(Object.keys(sections).filter((name) => name !== 'general').some((name) => key.startsWith(`${name}.`))).toBe(false);
  });

  it('holds each text once, but for the one the spec lists twice (display-widgets §8: under General and Reviews)', () => {
    const texts = entries.map((entry) => entry.message);
    const repeated = texts.filter((text, index) => texts.indexOf(text) !== index);
    expect(repeated).toEqual(['Something went wrong']);
  });

  it('every message parses in the message format', () => {
    for (const { message } of entries) expect(() => parseMessage(message)).not.toThrow();
  });

  it("fills the sections' messages as the message format formats them", () => {
    const sectioned = entries.filter((entry) => entry.section !== 'general');
    expect(sectioned.every((entry) => plainArguments(entry.message))).toBe(true);
    fc.assert(
      fc.property(fc.constantFrom(...sectioned), fc.dictionary(fc.constantFrom('email', 'label', 'url', 'message', 'other'), fc.string()), ({ message }, values) => {
        expect(fillMessage(message, values)).toBe(formatMessage(message, values));
      }),
    );
  });
});
