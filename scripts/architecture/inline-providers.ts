/**
 * Effects a view provides inline: a `.provide({ actions: { … }, actors: { … } })` whose action or actor is written
 * in place (an arrow, a function, a method, an xstate action creator) instead of taken from what the runtime
 * provides (`runtime/<name>/`). A factory's result (`actions: formEffects(id)`), a reference (`resetCaptcha:
 * slot.reset`), a call (`keyboard: keyboardListener(() => element)`) and a spread are the runtime's; delays and
 * guards are no effects and are not read.
 */

export interface InlineProvider {
  /** index in the code of the property that provides it */
  index: number;
  /** `action pauseMedia` or `actor watchPage` */
  what: string;
}

const OPENERS: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
const CLOSERS = new Set([')', ']', '}']);

/** The index after the string literal that starts at `start` (quotes and template literals, escapes skipped). */
function afterString(code: string, start: number): number {
  const quote = code[start]!;
  let i = start + 1;
  while (i < code.length && code[i] !== quote) i += code[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The index of the bracket closing the one at `open`, strings skipped; the code's end when it is not closed. */
export function closingBracket(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const char = code[i]!;
    if (char === '"' || char === "'" || char === '`') {
      i = afterString(code, i) - 1;
    } else if (OPENERS[char]) depth += 1;
    else if (CLOSERS.has(char) && --depth === 0) return i;
  }
  return code.length;
}

/** The top-level properties of the object literal whose `{` is at `open`: each one's text and where it starts. */
export function objectProperties(code: string, open: number): Array<{ text: string; index: number }> {
  const end = closingBracket(code, open);
  const properties: Array<{ text: string; index: number }> = [];
  let start = open + 1;
  const push = (stop: number) => {
    const raw = code.slice(start, stop);
    const lead = raw.length - raw.trimStart().length;
    if (raw.trim()) properties.push({ text: raw.trim(), index: start + lead });
  };
  for (let i = open + 1; i < end; i++) {
    const char = code[i]!;
    if (char === '"' || char === "'" || char === '`') i = afterString(code, i) - 1;
    else if (OPENERS[char]) i = closingBracket(code, i);
    else if (char === ',') {
      push(i);
      start = i + 1;
    }
  }
  push(end);
  return properties;
}

const KEY = /^(?:(['"])([\w$-]+)\1|([\w$]+))\s*:\s*/;
const METHOD = /^(?:async\s+)?([\w$]+)\s*\(/;
/** A value that is the implementation itself. */
const IMPLEMENTATION =
  /^(?:async\s*)?(?:\([^()]*\)|[\w$]+)\s*(?::[^=]+)?=>|^(?:async\s+)?function\b|^(?:assign|raise|sendTo|sendParent|emit|enqueueActions|log|fromPromise|fromCallback|fromObservable|fromEventObservable|fromTransition)\s*(?:<[^()]*>)?\s*\(/;

/** The key and the value of an object property (`key: value`, a method `key() {}`), null for a spread. */
function keyAndValue(text: string): { key: string; value: string | null } | null {
  if (text.startsWith('...')) return null;
  const keyed = KEY.exec(text);
  if (keyed) return { key: keyed[2] ?? keyed[3]!, value: text.slice(keyed[0].length) };
  const method = METHOD.exec(text);
  return method ? { key: method[1]!, value: null } : null;
}

const SECTIONS: Record<string, string> = { actions: 'action', actors: 'actor' };

/** Every action and actor provided inline in `.provide(…)` calls of `code` (comments already taken out). */
export function inlineProviders(code: string): InlineProvider[] {
  const found: InlineProvider[] = [];
  for (const call of code.matchAll(/\.provide\s*\(\s*\{/g)) {
    const argument = call.index! + call[0].length - 1;
    for (const section of objectProperties(code, argument)) {
      const entry = keyAndValue(section.text);
      const kind = entry && SECTIONS[entry.key];
      if (!kind || !entry.value?.startsWith('{')) continue;
      const open = section.index + section.text.length - entry.value.length;
      for (const provided of objectProperties(code, open)) {
        const own = keyAndValue(provided.text);
        if (own && (own.value === null || IMPLEMENTATION.test(own.value))) found.push({ index: provided.index, what: `${kind} ${own.key}` });
      }
    }
  }
  return found;
}
