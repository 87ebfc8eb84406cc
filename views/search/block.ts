import { searchAnatomy } from '../../machines/search/anatomy';
import { SEARCH_PAGE } from '../../machines/search/rules';
import type { BlockModule } from '../../runtime/blocks/contract';
import type { SearchConfig } from '../../runtime/search/search.schema';
import { logError } from '../../runtime/log';
import { propBinder } from '../shared/bind-props';
import { searchConfigValidator } from '../../runtime/search/search.validator.generated';

/**
 * The search block's lazy chunk (docs/blocks.md "Search"): the server's form submits the field as `q` to the site's
 * search page; a blank search is not sent. The preview (its chart and view, React) is a chunk of its own, downloaded
 * on the field's first focus or input: a page with a search block nobody uses downloads this small file only.
 */
export const schema = searchConfigValidator;
export const mountError = 'Search field not found';

export const mount: BlockModule<SearchConfig>['mount'] = (context) => {
  const { element } = context;
  const form = element instanceof HTMLFormElement ? element : element.querySelector('form');
  const field = form?.querySelector<HTMLInputElement>('input[type="search"], input[name="q"]');
  if (!form || !field) throw new Error(mountError);
  const binder = propBinder();
  binder.bind(form, { ...searchAnatomy.attrs('form'), role: 'search', action: SEARCH_PAGE, method: 'get' });
  binder.bind(field, { name: 'q' });
  const onSubmit = (event: SubmitEvent) => {
    if (field.value.trim() !== '') return;
    event.preventDefault();
    field.focus();
  };
  form.addEventListener('submit', onSubmit);

  let destroyed = false;
  let unmountPreview: (() => void) | undefined;
  const needed = () => {
    field.removeEventListener('focus', needed);
    field.removeEventListener('input', needed);
    void import('./mount-preview').then(({ mountSearchPreview }) => {
      if (!destroyed) unmountPreview = mountSearchPreview(context, form, field);
    }, (error) => logError('The search preview could not load; the search form still works.', error));
  };
  field.addEventListener('focus', needed);
  field.addEventListener('input', needed);
  // Focused or typed in before the block booted: the need is already there.
  if (element.ownerDocument.activeElement === field || field.value !== field.defaultValue) needed();
  return {
    unmount() {
      destroyed = true;
      field.removeEventListener('focus', needed);
      field.removeEventListener('input', needed);
      form.removeEventListener('submit', onSubmit);
      unmountPreview?.();
      binder.restore();
    },
  };
};
