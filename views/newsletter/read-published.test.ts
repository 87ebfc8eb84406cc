// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublishedMarkupError } from '../../runtime/published-markup-error';
import { formConfigSchema } from '../../runtime/form/form.schema';
import { bodyOf, configsMounted, escapeHtml, expectAcceptedOrPublishedMarkupError, publishedFixture } from '../../runtime/published-blocks.test-support';
import { readPublished } from './block';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NEWSLETTER_BLOCK = '[data-block-type="51"]';
const fixtureBlock = () => bodyOf(publishedFixture('newsletter.html'), NEWSLETTER_BLOCK);

/** The newsletter of published/newsletter.html as our contract writes it (docs/contract.md). */
const signUpContract = {
  formId: '59a36706e9bfdf1bb95fb825',
  submission: { variant: 'collection', formId: '59a36706e9bfdf1bb95fb825', objectName: 'footerBlocksTop' },
  submitButtonText: 'Sign Up',
  postSubmitMessage: 'Thank you! Please check your inbox and confirm your email.',
  fields: [{ id: 'email-yui_3_17_2_22_1503876642497_9049', type: 'email', label: 'Email Address', required: true, placeholder: 'Email Address' }],
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('published newsletter blocks (code 51): the reader', () => {
  it('reads form.newsletter-form: its id, email field, button label, the handler\'s objectName and the submission text', () => {
    expect(formConfigSchema.parse(readPublished!(fixtureBlock()))).toEqual(formConfigSchema.parse(signUpContract));
  });

  it('a page with our contract and a published page with the same newsletter give the block the same configuration', async () => {
    const published = fixtureBlock();
    const ours = `<section id="ours" data-block-type="newsletter" data-block-json='${escapeHtml(JSON.stringify(signUpContract))}'></section>`;
    const configs = await configsMounted(ours + published.outerHTML, 'newsletter');
    expect(Object.keys(configs).sort()).toEqual(['ours', published.id].sort());
    expect(configs[published.id]).toEqual(configs['ours']);
  });

  it('reads the name fields when the newsletter has them (a fieldset of first and last name)', () => {
    const block = bodyOf(
      `<div class="sqs-block newsletter-block" data-block-type="51" id="n"><div class="sqs-block-content"><form class="newsletter-form" data-form-id="abc">` +
        `<fieldset id="name-1" class="newsletter-form-field-wrapper form-item fields name required"><legend class="title">Name</legend>` +
        `<div class="field first-name"><input name="fname"></div><div class="field last-name"><input name="lname"></div></fieldset>` +
        `<div id="email-1" class="newsletter-form-field-wrapper form-item field email required"><label class="title">Email</label><input type="email"></div>` +
        `<button type="submit"><span class="newsletter-form-button-label">Join</span></button></form></div></div>`,
      '#n',
    );
    expect(readPublished!(block)).toEqual({
      formId: 'abc',
      submission: { variant: 'collection', formId: 'abc' },
      submitButtonText: 'Join',
      fields: [
        { id: 'name-1', type: 'name', label: 'Name', required: true },
        { id: 'email-1', type: 'email', label: 'Email', required: true },
      ],
    });
  });

  it('names what is missing', () => {
    const read = (inner: string) => () => readPublished!(bodyOf(`<div class="sqs-block" data-block-type="51" id="n">${inner}</div>`, '#n'));
    expect(read('<form data-form-id="x"></form>')).toThrow(new PublishedMarkupError('no form.newsletter-form in the block.'));
    expect(read('<form class="newsletter-form"></form>')).toThrow('the form has no data-form-id.');
    expect(read('<form class="newsletter-form" data-form-id="x"><div class="form-item field email"></div></form>')).toThrow('a form item has no id.');
  });
});

describe('published newsletter blocks: random and broken markup', () => {
  const text = fc.string({ maxLength: 10 });
  const item = fc.record({
    type: fc.oneof(fc.constantFrom('email', 'name', 'text'), fc.string({ maxLength: 6 })),
    id: fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z][a-z0-9-]{0,6}$/)),
    title: text,
    required: fc.boolean(),
  });
  const newsletter = fc.record({
    formClass: fc.constantFrom('newsletter-form', 'newsletter-form extra', 'other-form'),
    formId: fc.oneof(fc.constant(''), fc.stringMatching(/^[a-f0-9]{1,8}$/), fc.constant(null)),
    items: fc.array(item, { maxLength: 4 }),
    button: fc.oneof(text, fc.constant(null)),
    message: fc.oneof(text, fc.constant(null)),
  });
  const html = (n: typeof newsletter extends fc.Arbitrary<infer T> ? T : never) =>
    `<form class="${n.formClass}"${n.formId === null ? '' : ` data-form-id="${escapeHtml(n.formId)}"`}>` +
    n.items.map((i) => `<div class="newsletter-form-field-wrapper form-item field ${escapeHtml(i.type)}${i.required ? ' required' : ''}" id="${escapeHtml(i.id)}"><label class="title">${escapeHtml(i.title)}</label><input></div>`).join('') +
    (n.button === null ? '' : `<button type="submit"><span class="newsletter-form-button-label">${escapeHtml(n.button)}</span></button>`) +
    (n.message === null ? '' : `<div class="hidden form-submission-text">${escapeHtml(n.message)}</div>`) +
    '</form>';

  it('answers a configuration the schema accepts or throws PublishedMarkupError, nothing else', () => {
    const outcomes = new Set<string>();
    fc.assert(
      fc.property(fc.oneof(newsletter.map(html), text.map(escapeHtml)), (inner) => {
        const block = bodyOf(`<div class="sqs-block" data-block-type="51" id="n"><div class="sqs-block-content">${inner}</div></div>`, '#n');
        outcomes.add(expectAcceptedOrPublishedMarkupError(() => readPublished!(block), formConfigSchema));
      }),
      { numRuns: 300 },
    );
    expect(outcomes).toEqual(new Set(['read', 'refused']));
  });
});
