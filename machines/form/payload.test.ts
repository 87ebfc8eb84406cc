import { describe, expect, it } from 'vitest';
import { formSubmissionFirstVariantSchema, formSubmissionSecondVariantSchema } from '../../runtime/api-schemas';
import { formConfigSchema, formFieldSchema } from '../../runtime/form/form.schema';
import { buildSubmission, formMap, type PageInfo } from './payload';
import { initialValues } from './values';

const fields = [
  { id: 'name', type: 'name' },
  { id: 'email', type: 'email' },
  { id: 'phone', type: 'phone' },
  { id: 'intl', type: 'phone', showCountryCode: true },
  { id: 'addr', type: 'address' },
  { id: 'when', type: 'date' },
  { id: 'at', type: 'time' },
  { id: 'size', type: 'radio', options: ['S', 'M'] },
  { id: 'menu', type: 'select', options: ['p', 'q'] },
  { id: 'topics', type: 'checkbox', options: ['news', 'offers', 'events'] },
  { id: 'rate', type: 'likert', options: ['Speed', 'Price', 'Service'] },
  { id: 'src', type: 'hidden', key: 'utm_source', value: 'direct' },
  { id: 'head', type: 'section', label: 'About you' },
].map((raw) => formFieldSchema.parse(raw));

const values = {
  name: ['Ada', 'Lovelace'],
  email: 'ada@example.com',
  phone: ['555', '123', '4567'],
  intl: ['44', '20', '7946', '0958'],
  addr: ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'],
  when: ['12', '10', '1815'],
  at: ['09', '30', '00', 'AM'],
  size: 'M',
  menu: 'q',
  topics: ['events', 'news'],
  rate: { Service: '2', Speed: '-1' },
  src: 'newsletter',
};

describe('formMap: the value shapes of visitor-runtime §3', () => {
  it('maps every field but sections to its payload shape', () => {
    expect(formMap(fields, values)).toEqual({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      phone: ['', '555', '123', '4567'],
      intl: ['44', '20', '7946', '0958'],
      addr: ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'],
      when: ['12', '10', '1815'],
      at: ['09', '30', '00', 'AM'],
      size: 'M',
      menu: 'q',
      topics: ['news', 'events'],
      rate: { Speed: '-1', Service: '2' },
      src: 'newsletter',
    });
  });

  it('sends untouched fields as their empty values', () => {
    const empty = formMap(fields, initialValues(fields, new URLSearchParams()));
    expect(empty).toMatchObject({ name: ['', ''], phone: ['', '', '', ''], size: '', topics: [], rate: {}, src: 'direct' });
  });

  it('lists checked options in option order and likert answers in question order', () => {
    const map = formMap(fields, values);
    expect(map.topics).toEqual(['news', 'events']);
    expect(Object.keys(map.rate!)).toEqual(['Speed', 'Service']);
  });

  it('sends a value of the wrong shape as the empty value', () => {
    const map = formMap(fields, { ...values, name: 'Ada Lovelace', topics: ['spam'], size: 'XL' } as never);
    expect(map).toMatchObject({ name: ['', ''], topics: [], size: '' });
  });

  it('sends markup as the text the visitor typed', () => {
    expect(formMap(fields, { ...values, email: '<img src=x onerror=alert(1)>' }).email).toBe('<img src=x onerror=alert(1)>');
  });
});

const page: PageInfo = {
  title: 'Contact',
  path: '/contact',
  url: '/contact',
  referrer: 'https://example.org/',
  userAgent: 'test-agent',
  clientDate: 1_700_000_000_000,
  viewportInnerWidth: 1280,
  viewportInnerHeight: 800,
  screenWidth: 1920,
  screenHeight: 1080,
  websiteId: 'site-1',
  templateId: 'tpl-1',
  locale: 'en-US',
  collectionId: 'col-page',
  itemId: null,
  queryString: 'utm_source=newsletter',
  localStorageSupported: true,
};

const config = (submission: Record<string, unknown>) =>
  formConfigSchema.parse({ formId: 'contact', fields, submission, submitButtonText: 'Send' });

describe('buildSubmission, first variant (collection)', () => {
  const payload = buildSubmission({
    config: config({ variant: 'collection', formId: 'form-1', objectName: 'contact-block', isOverlayForm: true }),
    values,
    key: 'k-1',
    captchaKey: 'captcha-token',
    page,
  });

  it('carries the submission fields and the census event fields', () => {
    expect(payload).toEqual({
      key: 'k-1',
      formId: 'form-1',
      collectionId: 'col-page',
      objectName: 'contact-block',
      isOverlayForm: true,
      submitButtonText: 'Send',
      form: JSON.stringify(formMap(fields, values)),
      captchaKey: 'captcha-token',
      url: '/contact',
      userAgent: 'test-agent',
      clientDate: 1_700_000_000_000,
      viewportInnerHeight: 800,
      viewportInnerWidth: 1280,
      screenHeight: 1080,
      screenWidth: 1920,
      websiteId: 'site-1',
      templateId: 'tpl-1',
      website_locale: 'en-US',
      title: 'Contact',
      localStorageSupported: true,
      queryString: 'utm_source=newsletter',
      referrer: 'https://example.org/',
    });
    expect(formSubmissionFirstVariantSchema.safeParse(payload).success).toBe(true);
  });

  it("leaves out census fields that are unknown (itemId null) rather than sending 'null'", () => {
    expect(payload).not.toHaveProperty('itemId');
    expect(payload).not.toHaveProperty('recordType');
  });

  it("uses the submission's collectionId over the page's", () => {
    const own = buildSubmission({ config: config({ variant: 'collection', formId: 'f', collectionId: 'col-form' }), values, key: 'k', page });
    expect(own).toMatchObject({ collectionId: 'col-form' });
  });

  it("sends captchaKey '' and objectName '' when there are none", () => {
    const bare = buildSubmission({ config: config({ variant: 'collection', formId: 'f' }), values, key: 'k', captchaKey: null, page: { ...page, collectionId: null } });
    expect(bare).toMatchObject({ captchaKey: '', objectName: '', collectionId: '', isOverlayForm: false });
  });

  it('leaves out a number that is not finite', () => {
    const odd = buildSubmission({ config: config({ variant: 'collection', formId: 'f' }), values, key: 'k', page: { ...page, screenWidth: Number.NaN } });
    expect(odd).not.toHaveProperty('screenWidth');
  });
});

describe('buildSubmission, second variant (page)', () => {
  it('carries key, form, pageTitle, pageId, contentSource, pagePath and pagePermissionTypeValue, and no census fields', () => {
    const payload = buildSubmission({ config: config({ variant: 'page', pageId: 'p-1' }), values, key: 'k-2', captchaKey: 'tok', page });
    expect(payload).toEqual({
      key: 'k-2',
      form: JSON.stringify(formMap(fields, values)),
      captchaKey: 'tok',
      pageTitle: 'Contact',
      pageId: 'p-1',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: 1,
    });
    expect(formSubmissionSecondVariantSchema.safeParse(payload).success).toBe(true);
  });

  it('takes pageTitle and pagePath from the configuration when it gives them', () => {
    const payload = buildSubmission({
      config: config({ variant: 'page', pageId: 'p', pageTitle: 'Configured', pagePath: '/configured', contentSource: 'i', pagePermissionTypeValue: 2 }),
      values,
      key: 'k',
      page,
    });
    expect(payload).toMatchObject({ pageTitle: 'Configured', pagePath: '/configured', contentSource: 'i', pagePermissionTypeValue: 2 });
  });

  it('leaves captchaKey out when there is no captcha', () => {
    for (const captchaKey of [undefined, null, '']) {
      expect(buildSubmission({ config: config({ variant: 'page', pageId: 'p' }), values, key: 'k', captchaKey, page })).not.toHaveProperty('captchaKey');
    }
  });
});
