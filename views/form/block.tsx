import type { BlockModule } from '../../runtime/blocks/contract';
import { formConfigSchema, type FormConfig } from '../../runtime/schemas/form';
import { formExtras } from './extras';
import { mountForm } from './mount-form';
import { readPublishedForm } from '../../runtime/form/read-published';

/** The form block's lazy chunk (visitor-runtime §3–§8); published pages' form blocks are read by `readPublished`. */
export const schema = formConfigSchema;
export const mountError = 'Could not render form';
export const readPublished: BlockModule['readPublished'] = readPublishedForm;
export const mount: BlockModule<FormConfig>['mount'] = (context, config) =>
  mountForm(context, config, formExtras(context, config, { newsletter: false }));
