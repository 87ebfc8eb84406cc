import { formAnatomy } from '../../machines/form/anatomy';
import { logWarn } from '../log';

/**
 * Published pages submit their forms from inline handlers the platform's scripts served:
 *   onsubmit="return (function (form) { Y.use('squarespace-form-submit', 'node', function (Y) {
 *     (new Y.Squarespace.FormSubmit(form)).submit({ formId: '…', collectionId: '…', objectName: '…' }); });
 *     return false; })(this);"
 * (and site owners' own scripts call the same). With those scripts gone, `Y` is undefined and the handler throws.
 * Once a form block of ours is on the page, a stand-in `Y` answers that one call: the submit goes to our block of
 * that form, which validates and submits it as if the visitor had pressed its button. Nothing else of YUI is
 * offered; a page that has its own `Y` keeps it.
 */

/** Our mounted form blocks, by every id the page may name them with (our formId, the platform's formId). */
const mounted = new Map<string, Set<HTMLElement>>();

/** Registers a mounted form block under its ids; returns the unregister. */
export function registerPlatformSubmitTarget(ids: readonly string[], block: HTMLElement): () => void {
  installStandIn();
  for (const id of ids) {
    if (!mounted.has(id)) mounted.set(id, new Set());
    mounted.get(id)!.add(block);
  }
  return () => ids.forEach((id) => mounted.get(id)?.delete(block));
}

type FormArgument = Element | { formNode?: unknown } | null | undefined;

/** The form element the handler passed: the form itself, or `{ formNode }` (older handlers). */
function formElementOf(argument: FormArgument): Element | null {
  if (argument instanceof Element) return argument;
  const node = argument && typeof argument === 'object' && 'formNode' in argument ? argument.formNode : null;
  return node instanceof Element ? node : null;
}

/** Submits our block of the form the handler names: the block the form sits in, else the block of that formId. */
function submitOurForm(form: Element | null, formId: string | undefined): void {
  const blocks = [...(formId ? mounted.get(formId) ?? [] : [])];
  const block = blocks.find((candidate) => form && candidate.contains(form)) ?? blocks[0];
  const ours = block?.querySelector<HTMLFormElement>(`form${formAnatomy.selector('root')}`);
  if (!ours) {
    logWarn(`A page script asked to submit form "${formId ?? '(no id)'}", which no form block on this page shows.`);
    return;
  }
  ours.requestSubmit();
}

// No #private fields: the build lowers them with helpers every chunk would then load.
class FormSubmit {
  readonly form: Element | null;
  constructor(form: FormArgument) {
    this.form = formElementOf(form);
  }
  /** `submit({ formId, collectionId, objectName })`, or `submit(formId, collectionId, objectName)` (older handlers). */
  submit(settings?: { formId?: unknown } | string): void {
    const named = typeof settings === 'string' ? settings : settings?.formId;
    const formId = typeof named === 'string' && named ? named : (this.form?.getAttribute('data-form-id') ?? undefined);
    submitOurForm(this.form, formId);
  }
}

const standIn = {
  /** `Y.use(module…, callback)`: the callback runs at once with this stand-in. */
  use(...args: unknown[]) {
    const callback = args.findLast((argument) => typeof argument === 'function') as ((y: typeof standIn) => void) | undefined;
    callback?.(standIn);
    return standIn;
  },
  Node: (node: unknown) => node,
  Squarespace: { FormSubmit },
};

function installStandIn(): void {
  const page = globalThis as { Y?: unknown };
  if (page.Y === undefined) page.Y = standIn;
}
