// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formText } from '../../machines/shared/text/form';
import { bootBlocksOf, escapeHtml } from '../published-blocks.test-support';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface StandIn {
  use(...args: unknown[]): StandIn;
  Node(node: unknown): unknown;
  Squarespace: { FormSubmit: new (form: unknown) => { submit(...settings: unknown[]): void } };
}
const page = globalThis as { Y?: StandIn | unknown };

const config = (formId: string, platformFormId: string) => ({
  formId,
  submission: { variant: 'collection', formId: platformFormId },
  fields: [{ id: 'email', type: 'email', label: 'Email', required: true }],
});
const block = (id: string, formId: string, platformFormId: string) =>
  `<section id="${id}" data-block-type="form" data-block-json='${escapeHtml(JSON.stringify(config(formId, platformFormId)))}'></section>`;

const boot = bootBlocksOf;

/** Whether a block shows the error summary: the sign that its chart took a SUBMIT and validated. */
const validated = (blockId: string) => document.getElementById(blockId)!.textContent!.includes(formText['form.invalidFields']);

/** The platform's inline handler, as published pages serve it, run on `form`. */
function platformHandler(form: Element | null, formId: string): unknown {
  return new Function(
    `return (function (form) {
      Y.use('squarespace-form-submit', 'node', function usingFormSubmit(Y) {
        (new Y.Squarespace.FormSubmit(form)).submit({ formId: '${formId}', collectionId: '', objectName: 'x' });
      });
      return false;
    })(this);`,
  ).call(form);
}

let warnings: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  delete page.Y;
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline'));
});
afterEach(() => {
  vi.restoreAllMocks();
  delete page.Y;
});

describe("the stand-in for the platform's inline submit handlers", () => {
  it('is defined once a form block is mounted, and the handler submits that block (named by the platform formId) without throwing', async () => {
    expect(page.Y).toBeUndefined();
    const blocks = await boot(block('a', 'contact', 'f-100') + block('b', 'other', 'f-200'));
    expect(page.Y).toBeDefined();
    let answer: unknown;
    await act(async () => void (answer = platformHandler(null, 'f-100')));
    expect(answer).toBe(false);
    expect(validated('a')).toBe(true);
    expect(validated('b')).toBe(false);
    act(() => blocks.destroy());
  });

  it('prefers the block holding the form element; takes { formNode } and a formId string (older handlers); finds ours by our formId', async () => {
    const blocks = await boot(block('a', 'same', 'f-1') + block('b', 'same', 'f-1'));
    const y = page.Y as StandIn;
    const formInB = document.querySelector('#b form')!;
    await act(async () => void new y.Squarespace.FormSubmit({ formNode: y.Node(formInB) }).submit('f-1', '', ''));
    expect([validated('a'), validated('b')]).toEqual([false, true]);
    await act(async () => void y.use('node', (Y: StandIn) => new Y.Squarespace.FormSubmit(null).submit({ formId: 'same' })));
    expect(validated('a')).toBe(true);
    act(() => blocks.destroy());
  });

  it('warns, without throwing, for a form no block shows; after the block is gone its form is not found', async () => {
    const blocks = await boot(block('a', 'contact', 'f-100'));
    expect(() => platformHandler(null, 'nope')).not.toThrow();
    expect(warnings).toHaveBeenCalledWith(expect.stringMatching(/A page script asked to submit form "nope", which no form block on this page shows\./));
    act(() => blocks.destroy());
    platformHandler(null, 'f-100');
    expect(warnings).toHaveBeenCalledTimes(2);
  });

  it("leaves a page's own Y alone", async () => {
    const own = { mine: true };
    page.Y = own;
    const blocks = await boot(block('a', 'contact', 'f-100'));
    expect(page.Y).toBe(own);
    act(() => blocks.destroy());
  });
});
