import type { BlockModule } from '../../runtime/blocks/contract';
import type { VendorScriptConfig } from '../../runtime/third-party/third-party.schema';
import { vendorScriptSource } from '../../runtime/third-party/sources';
import { vendorSetting } from '../../runtime/vendors';
import { mountThirdParty } from './mount';
import { vendorScriptConfigValidator } from '../../runtime/third-party/third-party.validator.generated';

/** The acuity block's lazy chunk: the vendor's script from the block's data attributes (docs/blocks.md "Third-party blocks"). */
export const schema = vendorScriptConfigValidator;

export const mount: BlockModule<VendorScriptConfig>['mount'] = (context) =>
  mountThirdParty('acuity', context, vendorScriptSource('acuity', context.element, vendorSetting(context.site)));
