import * as z from 'zod/mini';

/**
 * Short English messages for the validation errors the runtime logs ("items.0.title: expected string, got
 * number"). zod/mini ships no locale by default ("Invalid input"); the full English locale would cost the core
 * more than this map of the few issue kinds page data can produce. Every module that declares a zod schema imports
 * this one, so the messages are installed before any schema parses; the validators generated from the schemas for
 * the core (./validate.ts) give the same messages without zod.
 */
export function useShortValidationMessages(): void {
  z.config({
    customError: (issue) => {
      const got = (input: unknown) => (input === null ? 'null' : Array.isArray(input) ? 'array' : typeof input);
      switch (issue.code) {
        case 'invalid_type':
          return `expected ${issue.expected}, got ${got(issue.input)}`;
        case 'too_small':
          return `must have at least ${issue.minimum}`;
        case 'too_big':
          return `must have at most ${issue.maximum}`;
        case 'invalid_value':
          return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
        default:
          return undefined;
      }
    },
  });
}

useShortValidationMessages();
