import { useRef, type ReactNode, type RefObject } from 'react';
import { LIKERT_SCALE, partsOf } from '../../machines/form/values';
import { formAnatomy } from '../../machines/form/anatomy';
import type { FormApi } from '../../machines/form/connect';
import type { FormField } from '../../runtime/form/form.schema';

/** What each simple field type renders as: the closest native input, so phones get the right keyboard. */
const inputTypes: Record<string, { type: string; inputMode?: 'decimal' | 'email' | 'url' | 'text'; autoComplete?: string }> = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  currency: { type: 'text', inputMode: 'decimal' },
  number: { type: 'text', inputMode: 'decimal' },
  website: { type: 'url', inputMode: 'url', autoComplete: 'url' },
  password: { type: 'password', autoComplete: 'current-password' },
  twitter: { type: 'text', autoComplete: 'off' },
};

interface FieldProps {
  api: FormApi;
  field: FormField;
  /** Slot after a textarea (its character counter). */
  afterTextarea?: (textarea: RefObject<HTMLTextAreaElement | null>) => ReactNode;
}

function Label({ api, field }: FieldProps) {
  return (
    <label {...formAnatomy.attrs('label')} htmlFor={api.ids.control(field.id)}>
      {field.label}
      {field.required && <span {...formAnatomy.attrs('required')}> (required)</span>}
    </label>
  );
}

function Legend({ field }: { field: FormField }) {
  return (
    <legend {...formAnatomy.attrs('label')}>
      {field.label}
      {field.required && <span {...formAnatomy.attrs('required')}> (required)</span>}
    </legend>
  );
}

function Extras({ api, field }: FieldProps) {
  const error = api.getErrorProps(field);
  return (
    <>
      {field.description && (
        <p {...formAnatomy.attrs('description')} id={api.ids.description(field.id)}>
          {field.description}
        </p>
      )}
      {/* The message stands above the field (visitor-runtime §5). */}
      {error.children && <p {...error} />}
    </>
  );
}

export function Field(props: FieldProps) {
  const { api, field } = props;
  const control = api.getControlProps(field);
  switch (field.type) {
    case 'section':
      return (
        <div {...api.getFieldProps(field)}>
          <h2 {...formAnatomy.attrs('section-title')}>{field.label}</h2>
          {field.description && <p {...formAnatomy.attrs('description')}>{field.description}</p>}
        </div>
      );
    case 'hidden':
      return <input type="hidden" name={field.id} value={api.text(field)} />;
    case 'textarea':
      return (
        <div {...api.getFieldProps(field)}>
          <Label {...props} />
          <Extras {...props} />
          <TextareaControl {...props} />
        </div>
      );
    case 'name':
    case 'address':
    case 'phone':
    case 'date':
    case 'time':
      return (
        <fieldset {...api.getFieldProps(field)}>
          <Legend field={field} />
          <Extras {...props} />
          <div {...formAnatomy.attrs('parts')}>
            {partsOf(field).map((partName, index) => (
              <label key={partName} {...formAnatomy.attrs('part')}>
                <span>{partName}</span>
                <input {...api.getControlProps(field, index)} type="text" value={api.list(field)[index] ?? ''}
                  onChange={(e) => api.setPart(field, index, e.target.value)} />
              </label>
            ))}
          </div>
        </fieldset>
      );
    case 'radio':
    case 'checkbox':
      return (
        <fieldset {...api.getFieldProps(field)}>
          <Legend field={field} />
          <Extras {...props} />
          {field.options.map((option, index) => (
            <label key={option} {...formAnatomy.attrs('option')}>
              {/* One name per field: the options form one radio group (arrow keys move between them). */}
              <input {...api.getControlProps(field, index)} name={field.id} type={field.type} value={option}
                checked={field.type === 'radio' ? api.text(field) === option : api.list(field).includes(option)}
                onChange={(e) => (field.type === 'radio' ? api.setText(field, option) : api.toggleOption(field, option, e.target.checked))} />
              {option}
            </label>
          ))}
        </fieldset>
      );
    case 'select':
      return (
        <div {...api.getFieldProps(field)}>
          <Label {...props} />
          <Extras {...props} />
          <select {...control} value={api.text(field)} onChange={(e) => api.setText(field, e.target.value)}>
            <option value="">Select an option</option>
            {field.options.map((option) => <option key={option} value={option}>{option}</option>)}
          </select>
        </div>
      );
    case 'likert':
      return (
        <fieldset {...api.getFieldProps(field)}>
          <Legend field={field} />
          <Extras {...props} />
          {field.options.map((question, row) => (
            <fieldset key={question} {...formAnatomy.attrs('likert-question')}>
              <legend>{question}</legend>
              {LIKERT_SCALE.map((choice, column) => (
                <label key={choice.value} {...formAnatomy.attrs('likert-choice')}>
                  <input {...api.getControlProps(field, row * LIKERT_SCALE.length + column)} name={`${field.id}:${row}`} type="radio"
                    value={choice.value} checked={api.likert(field)[question] === choice.value}
                    onChange={() => api.setLikert(field, question, choice.value)} />
                  {choice.label}
                </label>
              ))}
            </fieldset>
          ))}
        </fieldset>
      );
    default: {
      const kind = inputTypes[field.type] ?? { type: 'text' };
      return (
        <div {...api.getFieldProps(field)}>
          <Label {...props} />
          <Extras {...props} />
          <div {...formAnatomy.attrs('input-group')}>
            {field.type === 'twitter' && <span aria-hidden="true">@</span>}
            <input {...control} {...kind} placeholder={'placeholder' in field ? field.placeholder : undefined}
              value={api.text(field)} onChange={(e) => api.setText(field, e.target.value)} />
          </div>
        </div>
      );
    }
  }
}

function TextareaControl({ api, field, afterTextarea }: FieldProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const maxLength = field.type === 'textarea' ? field.maxLength : undefined;
  return (
    <>
      <textarea {...api.getControlProps(field)} rows={5} data-max-length={maxLength} value={api.text(field)}
        ref={textarea} onChange={(e) => api.setText(field, e.target.value)} />
      {maxLength !== undefined && afterTextarea?.(textarea)}
    </>
  );
}
