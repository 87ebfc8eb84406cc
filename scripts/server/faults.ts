// Fault mode: a test asks any /api/ endpoint to misbehave with `X-Fault: <mode>[; times=N][; key=K]` or
// `?fault=<mode>&faultTimes=N&faultKey=K`, so the runtime's error paths (visitor-runtime §8) can be driven.
import { crumbCookie, json, randomToken, type Reply } from './http-util';

export const STATUS_FAULTS = ['401', '403', '404', '429', '500', '501', '503'] as const;
export const FAULT_MODES = [
  'field-errors',
  'text-error',
  '400-empty',
  ...STATUS_FAULTS,
  'crumb-fail',
  'error-field',
  'login-required',
  'authorization-fail',
  'invalid-json',
  'delay',
  'drop',
] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export const MAX_DELAY_MS = 30_000;

export interface Fault {
  mode: FaultMode;
  /** only for `delay=<ms>`, capped at MAX_DELAY_MS */
  delayMs?: number;
  /** the fault applies to the first `times` requests carrying `key`, then the endpoint answers normally */
  times?: number;
  key?: string;
}

export type FaultParse = { ok: true; fault: Fault | null } | { ok: false; error: string };

const isFaultMode = (text: string): text is FaultMode => (FAULT_MODES as readonly string[]).includes(text);

function parseMode(text: string): { ok: true; fault: Fault } | { ok: false; error: string } {
  const delay = /^delay=(\d+)$/.exec(text);
  if (delay) return { ok: true, fault: { mode: 'delay', delayMs: Math.min(Number(delay[1]), MAX_DELAY_MS) } };
  if (text === 'delay' || !isFaultMode(text)) return { ok: false, error: `X-Fault: unknown mode '${text}'` };
  return { ok: true, fault: { mode: text } };
}

function parseTimes(text: string): number | null {
  return /^[1-9]\d{0,5}$/.test(text) ? Number(text) : null;
}

/** Reads the fault from the header (which wins) or the query. A malformed fault is an error, not ignored, so a
 * typo in a test fails loudly instead of silently testing the happy path. */
export function parseFault(header: string | undefined, query: URLSearchParams): FaultParse {
  if (header !== undefined && header.trim() !== '') {
    const [modeText = '', ...params] = header.split(';').map((part) => part.trim());
    const parsed = parseMode(modeText);
    if (!parsed.ok) return parsed;
    for (const param of params) {
      const [name, value = ''] = param.split('=', 2).map((s) => s.trim());
      if (name === 'times' && parseTimes(value) !== null) parsed.fault.times = parseTimes(value)!;
      else if (name === 'key' && value !== '') parsed.fault.key = value;
      else return { ok: false, error: `X-Fault: bad parameter '${param}'` };
    }
    return parsed;
  }
  const modeText = query.get('fault');
  if (modeText === null) return { ok: true, fault: null };
  const parsed = parseMode(modeText);
  if (!parsed.ok) return parsed;
  const times = query.get('faultTimes');
  if (times !== null) {
    if (parseTimes(times) === null) return { ok: false, error: `faultTimes: must be a positive integer` };
    parsed.fault.times = parseTimes(times)!;
  }
  const key = query.get('faultKey');
  if (key !== null && key !== '') parsed.fault.key = key;
  return parsed;
}

/** The header form of a fault, for tests and tools that drive the server. */
export function formatFaultHeader(fault: Fault): string {
  const mode = fault.mode === 'delay' ? `delay=${fault.delayMs ?? 0}` : fault.mode;
  return [mode, fault.times !== undefined && `times=${fault.times}`, fault.key !== undefined && `key=${fault.key}`]
    .filter(Boolean)
    .join('; ');
}

/** Counts how often each limited fault fired. A limited fault without a key counts per mode and endpoint. */
export class FaultBudget {
  private readonly used = new Map<string, number>();

  /** Whether the fault fires for this request; consumes one use of a limited fault. */
  take(fault: Fault, endpoint: string): boolean {
    if (fault.times === undefined) return true;
    const key = fault.key ?? `${fault.mode} ${endpoint}`;
    const used = this.used.get(key) ?? 0;
    if (used >= fault.times) return false;
    this.used.set(key, used + 1);
    return true;
  }
}

/** Field ids of the submitted form map (`form` is JSON text or an object), for a realistic field-errors answer. */
function submittedFieldIds(body: unknown): string[] {
  let form = (body as { form?: unknown } | null | undefined)?.form;
  if (typeof form === 'string') {
    try {
      form = JSON.parse(form);
    } catch {
      return [];
    }
  }
  return form && typeof form === 'object' && !Array.isArray(form) ? Object.keys(form) : [];
}

/** The answer of a fault that answers (all but delay and drop). */
export function faultReply(mode: Exclude<FaultMode, 'delay' | 'drop'>, body: unknown): Reply {
  switch (mode) {
    case 'field-errors': {
      const ids = submittedFieldIds(body);
      const errors = ids.length
        ? Object.fromEntries(ids.map((id) => [id, 'This field is not valid.']))
        : { email: 'Email is not valid.' };
      return json(400, { errors });
    }
    case 'text-error':
      return json(400, { error: 'Server says no.' });
    case '400-empty':
      return json(400, {});
    case 'crumb-fail': {
      const crumb = randomToken();
      return json(200, { crumbFail: true, crumb }, { 'Set-Cookie': crumbCookie(crumb) });
    }
    case 'error-field':
      return json(200, { error: 'Server-side error text' });
    case 'login-required':
      return json(200, { loginRequired: true });
    case 'authorization-fail':
      return json(200, { authorizationFail: true });
    case 'invalid-json':
      return { status: 200, body: '{"oops": ', contentType: 'application/json; charset=utf-8' };
    default:
      // a bare status: the client maps statuses to its own messages
      return json(Number(mode), {});
  }
}
