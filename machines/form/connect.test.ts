import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { formConfigSchema } from '../../runtime/form/form.schema';
import { connectForm } from './connect';
import { formMachine } from './machine';

// Field ids are written by the site's editors: one may be named after a member of Object.prototype.
const config = formConfigSchema.parse({
  formId: 'f',
  fields: [
    { id: 'constructor', type: 'text', label: 'Constructor', required: false },
    { id: 'email', type: 'email', label: 'Email', required: true },
  ],
  submission: { variant: 'page', pageId: 'p' },
});

describe('connectForm', () => {
  it("reads a field's error by its own key: a field named constructor is not in error when another field is", () => {
    const actor = createActor(formMachine, {
      input: { fields: config.fields, values: { constructor: '', email: '' }, validate: true, captchaRequired: false, newsletter: false },
    }).start();
    actor.send({ type: 'SUBMIT', captchaToken: null });
    const api = connectForm(actor.getSnapshot(), actor.send, { id: 'b', submitButtonText: 'Send', captchaToken: () => null, captcha: null });
    expect(api.summary.links.map((link) => link.href)).toEqual([`#${api.ids.control('email')}`]);
    const named = config.fields[0]!;
    expect(api.getFieldProps(named)['data-invalid']).toBeUndefined();
    expect(api.getErrorProps(named).children).toBeUndefined();
    actor.stop();
  });
});
