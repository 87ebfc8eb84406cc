import type { BlockContext, MountedBlock } from '../../runtime/blocks/contract';
import type { FormConfig } from '../../runtime/form/form.schema';
import { startCaptcha } from '../captcha/start-captcha';
import { charCounterMachine } from '../../machines/char-counter/machine';
import { CharCounter } from '../char-counter/CharCounter';
import { mountForm, type FormExtras } from './mount-form';

/**
 * The parts a form block adds around its chart: the captcha (its own chart) and the textarea counters. The captcha
 * loads `captchaScript`, the address the vendor table gave (runtime/captcha/script-address.ts); a form without one
 * has no captcha.
 */
export function formExtras(
  { id, startActor }: Pick<BlockContext, 'id' | 'startActor'>,
  config: FormConfig,
  { newsletter, captchaScript }: { newsletter: boolean; captchaScript?: string },
): FormExtras {
  const captchaConfig = config.captcha;
  let counters = 0;
  return {
    newsletter,
    ...(captchaConfig && captchaScript
      ? {
          captcha: (idPrefix: string, onReset: (reset: () => void) => void) => {
            const slot = startCaptcha(
              { siteKey: captchaConfig.siteKey, scriptUrl: captchaScript },
              `${idPrefix}:captcha`,
              (logic, input) => startActor(`${id}:captcha`, logic, { input }),
            );
            onReset(slot.reset);
            return slot;
          },
        }
      : {}),
    // Each counter's actor is the block's (registered, and stopped with the block); started once per textarea.
    counter: (textarea) => (
      <CharCounter textareaRef={textarea} start={(input) => startActor(`${id}:counter:${(counters += 1)}`, charCounterMachine, { input })} />
    ),
  };
}

/**
 * Mounts a form or newsletter block. A form with a captcha first downloads the vendor table's check of its script
 * (a chunk the other forms never load) and is skipped when the table refuses the address.
 */
export function mountFormBlock(context: BlockContext, config: FormConfig, newsletter: boolean): MountedBlock | Promise<MountedBlock> {
  const captcha = config.captcha;
  if (!captcha) return mountForm(context, config, formExtras(context, config, { newsletter }));
  return import('../../runtime/captcha/script-address').then(({ captchaScriptAddress }) =>
    mountForm(context, config, formExtras(context, config, { newsletter, captchaScript: captchaScriptAddress(captcha, context.site) })),
  );
}
