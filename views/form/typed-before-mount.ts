import { formIds } from '../../machines/form/connect';
import { isValueOfField, partsOf, type FieldValue, type FormValues } from '../../machines/form/values';
import type { FormField } from '../../runtime/form/form.schema';

// What the visitor typed into the server-rendered form before the view mounted (docs/contract.md "When a block
// boots"): the view starts with those values, and the field that had focus gets it back with its caret, in the task
// that replaces the markup, so no key falls between the two.

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const CONTROLS = 'input:not([type="hidden"]):not([type="submit"]):not([type="button"]):not([type="reset"]), textarea, select';

/** The server's controls of one field: those of its form item (a published page's item has the field's id), else
 * those named by the field's id (our contract's fallback markup). */
function serverControls(element: Element, field: FormField): Control[] {
  const id = CSS.escape(field.id);
  const item = element.querySelector(`[id="${id}"]`);
  return Array.from((item ?? element).querySelectorAll<Control>(item ? CONTROLS : `[name="${id}"]`));
}

function changed(control: Control): boolean {
  if (control instanceof HTMLSelectElement) return Array.from(control.options).some((option) => option.selected !== option.defaultSelected);
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

function valueOf(field: FormField, controls: Control[]): FieldValue {
  const checked = controls.filter((control) => (control as HTMLInputElement).checked).map((control) => control.value);
  if (field.type === 'checkbox') return checked;
  if (field.type === 'radio') return checked[0] ?? '';
  return partsOf(field).length > 0 ? controls.map((control) => control.value) : controls[0]!.value;
}

export interface TypedBeforeMount {
  /** The fields the visitor changed, in the shape the form's chart takes. */
  values: FormValues;
  /** Whether one of the form's controls has focus: the view must then be drawn at once. */
  focused: boolean;
  /** Gives focus and caret back to the field's control in the mounted view (`idPrefix`: the block's id). */
  refocus(idPrefix: string): void;
}

/** Reads the server markup of `element` before the view replaces it. */
export function typedBeforeMount(element: Element, fields: readonly FormField[]): TypedBeforeMount {
  const values: FormValues = {};
  let focus: { id: string; part: number; start: number | null; end: number | null; direction: HTMLInputElement['selectionDirection'] } | null = null;
  const active = element.ownerDocument.activeElement;
  for (const field of fields) {
    if (field.type === 'section' || field.type === 'hidden' || field.type === 'likert') continue;
    const controls = serverControls(element, field);
    if (controls.length === 0) continue;
    const part = controls.indexOf(active as Control);
    if (part >= 0) {
      const control = controls[part] as HTMLInputElement;
      focus = { id: field.id, part, start: control.selectionStart ?? null, end: control.selectionEnd ?? null, direction: control.selectionDirection ?? null };
    }
    if (!controls.some(changed)) continue;
    const value = valueOf(field, controls);
    if (isValueOfField(field, value)) values[field.id] = value;
  }
  return {
    values,
    focused: focus !== null,
    refocus(idPrefix) {
      if (!focus) return;
      const control = element.ownerDocument.getElementById(formIds(idPrefix).control(focus.id, focus.part));
      if (!(control instanceof HTMLElement)) return;
      control.focus({ preventScroll: true });
      if (focus.start !== null && (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) {
        try {
          control.setSelectionRange(focus.start, focus.end, focus.direction ?? undefined);
        } catch {
          // a control without a caret
        }
      }
    },
  };
}
