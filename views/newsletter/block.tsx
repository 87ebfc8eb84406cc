import { mountFormBlock } from '../form/extras';
import { readPublishedNewsletter } from '../../runtime/form/read-published';
import type { BlockModule } from '../../runtime/blocks/contract';
import type { FormConfig } from '../../runtime/form/form.schema';
import { formConfigValidator } from '../../runtime/form/form.validator.generated';

/** The newsletter block's lazy chunk: a form that tracks the subscription and stacks itself in small containers. */
export const schema = formConfigValidator;
export const mountError = 'Could not render form';
export const readPublished: BlockModule['readPublished'] = readPublishedNewsletter;
export const mount: BlockModule<FormConfig>['mount'] = (context, config) => mountFormBlock(context, config, true);
