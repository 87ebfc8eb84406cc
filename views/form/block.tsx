import type { BlockModule } from '../../runtime/blocks/contract';
import type { FormConfig } from '../../runtime/form/form.schema';
import { mountFormBlock } from './extras';
import { readPublishedForm } from '../../runtime/form/read-published';
import { formConfigValidator } from '../../runtime/form/form.validator.generated';

/** The form block's lazy chunk (visitor-runtime §3–§8); published pages' form blocks are read by `readPublished`. */
export const schema = formConfigValidator;
export const mountError = 'Could not render form';
export const readPublished: BlockModule['readPublished'] = readPublishedForm;
export const mount: BlockModule<FormConfig>['mount'] = (context, config) => mountFormBlock(context, config, false);
