import type { BlockContext } from '../../runtime/blocks/contract';
import type { FormConfig } from '../../runtime/schemas/form';
import { startCaptcha } from '../captcha/start-captcha';
import { charCounterMachine } from '../../machines/char-counter/machine';
import { CharCounter } from '../char-counter/CharCounter';
import type { FormExtras } from './mount-form';

/** The parts a form block adds around its chart: the captcha (its own chart) and the textarea counters. */
export function formExtras({ id, startActor }: BlockContext, config: FormConfig, { newsletter }: { newsletter: boolean }): FormExtras {
  const captchaConfig = config.captcha;
  let counters = 0;
  return {
    newsletter,
    ...(captchaConfig
      ? {
          captcha: (idPrefix: string, onReset: (reset: () => void) => void) => {
            const slot = startCaptcha(
              { siteKey: captchaConfig.siteKey, ...(captchaConfig.scriptUrl ? { scriptUrl: captchaConfig.scriptUrl } : {}) },
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
