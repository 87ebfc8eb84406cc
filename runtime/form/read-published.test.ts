// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formConfigSchema } from './form.schema';
import { PublishedMarkupError } from '../published-markup-error';
import { readPublishedForm } from './read-published';
import { bodyOf, configsMounted, escapeHtml, expectAcceptedOrPublishedMarkupError, publishedFixture } from '../published-blocks.test-support';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FORM_BLOCK = '[data-block-type="9"]';
const readFixture = (file: string) => readPublishedForm(bodyOf(publishedFixture(file), FORM_BLOCK));

/** The contact form of published/form.html as our contract writes it (docs/contract.md). */
const contactContract = {
  formId: '6627101231bd0a3c2bced0ab',
  submission: { variant: 'collection', formId: '6627101231bd0a3c2bced0ab', collectionId: '662531d7f802165d72928543', objectName: 'yui_3_17_2_1_1713753864462_64300' },
  submitButtonText: 'Submit',
  postSubmitMessage: 'Thank you for your note. We will get in touch soon!',
  fields: [
    { id: 'name-yui_3_17_2_1_1713833105443_5966', type: 'name', label: 'Name', required: true },
    { id: 'email-yui_3_17_2_1_1713835796922_10316', type: 'email', label: 'Email', required: true },
    { id: 'text-yui_3_17_2_1_1713835796922_10317', type: 'text', label: 'Subject', required: true },
    { id: 'textarea-yui_3_17_2_1_1713835796922_10318', type: 'textarea', label: 'Message', required: true },
  ],
};

/** The pick-up form of published/form-legacy.html as our contract writes it. */
const pickUpContract = {
  formId: '5f80566ae2129337fe5f699b',
  submission: { variant: 'collection', formId: '5f80566ae2129337fe5f699b', collectionId: '5f8053a21bd8945aecaf4d92', objectName: 'page-section-5f8054306cbf2c124e1ba865' },
  submitButtonText: 'Submit',
  postSubmitMessage: 'Thank you for choosing Zolo You will receive an email from us to confirm the booking.',
  fields: [
    { id: 'name-yui_3_17_2_1_1602245896256_4735', type: 'name', label: 'Name', required: true },
    { id: 'email-yui_3_17_2_1_1602245896256_4736', type: 'email', label: 'Email', required: true },
    { id: 'text-yui_3_17_2_1_1602247811846_31019', type: 'text', label: 'Address', required: true },
    { id: 'number-yui_3_17_2_1_1603016307989_57371', type: 'number', label: 'Phone', required: true },
    { id: 'radio-yui_3_17_2_1_1602247811846_11612', type: 'radio', label: 'Preferred Contact', required: true, options: ['Email', 'Mobile'] },
    { id: 'date-yui_3_17_2_1_1602289306229_91434', type: 'date', label: 'Pick-up Date' },
    { id: 'time-yui_3_17_2_1_1602289306229_92089', type: 'time', label: 'Pick-up Time' },
    { id: 'checkbox-yui_3_17_2_1_1603585132188_123440', type: 'checkbox', label: 'Terms and Conditions', required: true, options: ['I Agree to Terms'] },
    { id: 'hidden-yui_3_17_2_1_1602289306229_90323', type: 'hidden', key: 'SQF_DEVICE_TYPE', value: '' },
    { id: 'hidden-yui_3_17_2_1_1602289306229_89145', type: 'hidden', key: 'SQF_ISAPPLE', value: 'true' },
  ],
};

const contract = (id: string, config: object) => `<section id="${id}" data-block-type="form" data-block-json='${escapeHtml(JSON.stringify(config))}'></section>`;
const publishedBlock = (file: string) => bodyOf(publishedFixture(file), FORM_BLOCK).outerHTML;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('published form blocks (code 9): the reader', () => {
  it('reads a newer page from its context JSON: fields by type, id, title, required; the ids to submit with; the message as text', () => {
    expect(formConfigSchema.parse(readFixture('form.html'))).toEqual(formConfigSchema.parse(contactContract));
  });

  it('reads an older page from its server-rendered form: items by class, options, hidden fields, the handler\'s collectionId and objectName', () => {
    expect(formConfigSchema.parse(readFixture('form-legacy.html'))).toEqual(formConfigSchema.parse(pickUpContract));
  });

  it('a page with our contract and a published page with the same form give the block the same configuration', async () => {
    for (const [file, config] of [['form.html', contactContract], ['form-legacy.html', pickUpContract]] as const) {
      const configs = await configsMounted(contract('ours', config) + publishedBlock(file), 'form');
      const publishedId = bodyOf(publishedFixture(file), FORM_BLOCK).id;
      expect(Object.keys(configs)).toEqual(expect.arrayContaining(['ours', publishedId]));
      expect(configs[publishedId]).toEqual(configs['ours']);
    }
  });

  it('reads placeholders, descriptions, options, a textarea limit and the post-submit HTML from the context', () => {
    const context = {
      formId: 'f1',
      formSubmitButtonText: 'Send',
      successRedirect: '/thanks',
      formSubmissionMessage: { html: '<p>Merci <strong>beaucoup</strong></p>' },
      formFields: [
        { type: 'text', id: 't', title: 'Town', placeholder: 'Paris', description: 'Where you live', required: false },
        { type: 'select', id: 's', title: 'Size', options: ['S', 'M'], required: true },
        { type: 'textarea', id: 'm', title: 'Message', maxLength: '120' },
        { type: 'phone', id: 'p', title: 'Phone', showCountryCode: true },
      ],
    };
    const block = bodyOf(
      `<div class="sqs-block" data-block-type="9" id="b"><script type="application/json" class="sqs-form-block-context">${JSON.stringify(context)}</script>` +
        `<div class="sqs-form-block-submission-html" data-submission-html="&lt;p&gt;Extra&lt;/p&gt;"></div></div>`,
      '#b',
    );
    expect(readPublishedForm(block)).toEqual({
      formId: 'f1',
      submission: { variant: 'collection', formId: 'f1' },
      submitButtonText: 'Send',
      successRedirect: '/thanks',
      postSubmitMessage: 'Merci beaucoup',
      postSubmitHtml: '<p>Extra</p>',
      fields: [
        { id: 't', type: 'text', label: 'Town', placeholder: 'Paris', description: 'Where you live', required: false },
        { id: 's', type: 'select', label: 'Size', options: ['S', 'M'], required: true },
        { id: 'm', type: 'textarea', label: 'Message', maxLength: 120, required: false },
        { id: 'p', type: 'phone', label: 'Phone', showCountryCode: true, required: false },
      ],
    });
  });

  it('names what is missing or broken', () => {
    const read = (inner: string) => () => readPublishedForm(bodyOf(`<div class="sqs-block" data-block-type="9" id="b">${inner}</div>`, '#b'));
    const script = (text: string) => `<script type="application/json" class="sqs-form-block-context">${text}</script>`;
    expect(read('<p>nothing</p>')).toThrow(new PublishedMarkupError('no form context (script.sqs-form-block-context) and no form[data-form-id] in the block.'));
    expect(read(script('{"formId":'))).toThrow('the form context (script.sqs-form-block-context) is not valid JSON.');
    expect(read(script('{"formFields":[]}'))).toThrow('the form context has no formId.');
    expect(read(script('{"formId":"f","formFields":[{"type":"file","id":"up"}]}'))).toThrow('form field "up" has the type "file", which is not read yet.');
    expect(read(script('{"formId":"f","formFields":[{"type":"radio","id":"r"}]}'))).toThrow(/^the form context does not make a valid configuration \(fields\.0\.options: /);
    expect(read('<form data-form-id="f"><div class="form-item field upload" id="u"></div></form>')).toThrow('form item "u" (class "form-item field upload") has no field type that is read yet.');
  });
});

// --- random and broken markup ------------------------------------------------------------------------------------

const text = fc.string({ maxLength: 12 });
const fieldType = fc.oneof(
  fc.constantFrom('text', 'email', 'name', 'textarea', 'phone', 'radio', 'checkbox', 'select', 'likert', 'hidden', 'section', 'date', 'number'),
  fc.string({ maxLength: 8 }),
);
const anyValue = fc.oneof(fc.jsonValue(), text);
const contextField = fc.record(
  { type: fc.oneof(fieldType, anyValue), id: fc.oneof(text, anyValue), title: fc.oneof(text, anyValue), required: fc.oneof(fc.boolean(), anyValue), placeholder: anyValue, options: fc.oneof(fc.array(text, { maxLength: 3 }), anyValue), maxLength: anyValue },
  { requiredKeys: [] },
);
const context = fc.record(
  {
    formId: fc.oneof(text, anyValue),
    collectionId: anyValue,
    objectName: anyValue,
    formFields: fc.oneof(fc.array(contextField, { maxLength: 5 }), anyValue),
    formSubmitButtonText: anyValue,
    formSubmissionMessage: fc.oneof(fc.record({ html: fc.oneof(text, anyValue) }), anyValue),
    successRedirect: anyValue,
  },
  { requiredKeys: [] },
);
/** The context's text: its JSON, cut short at random (broken JSON), or anything at all. */
const contextText = fc.oneof(
  context.map((value) => JSON.stringify(value)),
  fc.tuple(context, fc.nat()).map(([value, cut]) => JSON.stringify(value).slice(0, cut)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  text,
);

const legacyItem = fc.record({
  type: fieldType,
  id: fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/)),
  title: text,
  required: fc.boolean(),
  options: fc.array(text, { maxLength: 3 }),
  bareHidden: fc.boolean(),
});
const legacyItemHtml = (item: { type: string; id: string; title: string; required: boolean; options: string[]; bareHidden: boolean }) =>
  item.bareHidden
    ? `<input type="hidden" class="form-item field hidden" id="${escapeHtml(item.id)}" name="${escapeHtml(item.title)}" value="v">`
    : `<div class="form-item field ${escapeHtml(item.type)}${item.required ? ' required' : ''}" id="${escapeHtml(item.id)}">` +
      `<label class="title">${escapeHtml(item.title)}</label>` +
      item.options.map((option) => `<div class="option"><label><input type="radio" value="${escapeHtml(option)}"></label></div>`).join('') +
      `<select>${item.options.map((option) => `<option value="${escapeHtml(option)}">${escapeHtml(option)}</option>`).join('')}</select></div>`;
const legacyForm = fc.record({
  formId: fc.oneof(fc.constant(''), fc.stringMatching(/^[a-f0-9]{1,8}$/)),
  handler: fc.oneof(text, fc.constant("submit({ formId: 'f', collectionId: 'c', objectName: 'o' })")),
  items: fc.array(legacyItem, { maxLength: 5 }),
  button: text,
  message: text,
});

const block = fc.oneof(
  contextText.map((json) => `<script type="application/json" class="sqs-form-block-context">${json.replace(/</g, '\\u003c')}</script>`),
  legacyForm.map(
    (form) =>
      `<form data-form-id="${escapeHtml(form.formId)}" onsubmit="${escapeHtml(form.handler)}">${form.items.map(legacyItemHtml).join('')}` +
      `<input type="submit" value="${escapeHtml(form.button)}"><div class="hidden form-submission-text">${escapeHtml(form.message)}</div></form>`,
  ),
  text.map(escapeHtml),
);

describe('published form blocks: random and broken markup', () => {
  it('answers a configuration the schema accepts or throws PublishedMarkupError, nothing else', () => {
    const outcomes = new Set<string>();
    fc.assert(
      fc.property(block, (inner) => {
        const element = bodyOf(`<div class="sqs-block" data-block-type="9" id="b"><div class="sqs-block-content">${inner}</div></div>`, '#b');
        outcomes.add(expectAcceptedOrPublishedMarkupError(() => readPublishedForm(element), formConfigSchema));
      }),
      { numRuns: 300 },
    );
    // Both answers happen: the generators make readable forms as well as broken ones.
    expect(outcomes).toEqual(new Set(['read', 'refused']));
  });
});
