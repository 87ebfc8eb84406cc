import type { BlockModule } from '../../runtime/blocks/contract';
import type { SoundcloudConfig } from '../../runtime/third-party/third-party.schema';
import { soundcloudSource } from '../../runtime/third-party/sources';
import { vendorSetting } from '../../runtime/vendors';
import { mountThirdParty } from './mount';
import { soundcloudConfigValidator } from '../../runtime/third-party/third-party.validator.generated';

/** The SoundCloud block's lazy chunk: the player for a valid track, 'Invalid SoundCloud URL' otherwise (docs/blocks.md). */
export const schema = soundcloudConfigValidator;

export const mount: BlockModule<SoundcloudConfig>['mount'] = (context, config) =>
  mountThirdParty('soundcloud', context, soundcloudSource(config, vendorSetting(context.site)));
