import type { BlockModule } from '../../runtime/blocks/contract';
import { formConfigSchema, type FormConfig } from '../../runtime/schemas/form';
import { mountFormBlock } from './extras';
import { readPublishedForm } from '../../runtime/form/read-published';

/** The form block's lazy chunk (visitor-runtime §3–§8); published pages' form blocks are read by `readPublished`. */
export const schema = formConfigSchema;
export const mountError = 'Could not render form';
export const readPublished: BlockModule['readPublished'] = readPublishedForm;
export const mount: BlockModule<FormConfig>['mount'] = (context, config) => mountFormBlock(context, config, false);
