import type { BlockContext, MountedBlock } from '../../runtime/blocks/contract';
import type { stopActor } from '../../runtime/actors';
import type { FormConfig } from '../../runtime/form/form.schema';
import { logError } from '../../runtime/log';
import { mountFormBlock } from '../form/extras';

/** Mounts the overlay's newsletter form into an element; calls `onSubscribed` once it succeeded; returns the unmount. */
export type NewsletterSlot = (element: HTMLElement, onSubscribed: () => void) => () => void;

/**
 * The overlay's newsletter: the form family's newsletter (views/newsletter, machines/form) as it is, mounted in the
 * dialog. Success is the form chart reaching `submitted` (or `redirecting`, when a success URL is set).
 */
export function overlayNewsletter(
  context: Omit<BlockContext, 'element'> & { stopActor: typeof stopActor },
  config: FormConfig,
): NewsletterSlot {
  return (element, onSubscribed) => {
    const block: BlockContext = { id: context.id, element, site: context.site, startActor: context.startActor };
    let gone = false;
    let detach = () => {};
    const attach = ({ actor, unmount }: MountedBlock) => {
      let told = false;
      const subscription = actor?.subscribe((snapshot) => {
        if (told || !(snapshot.matches('submitted') || snapshot.matches('redirecting'))) return;
        told = true;
        // After the form chart's own step has finished, not inside it.
        queueMicrotask(onSubscribed);
      });
      detach = () => {
        subscription?.unsubscribe();
        // Not while the overlay's own React root is committing: the form has a root of its own.
        queueMicrotask(() => {
          unmount();
          context.stopActor(context.id);
          context.stopActor(`${context.id}:captcha`);
        });
      };
      if (gone) detach();
    };
    // A form with a captcha mounts once the vendor table took its script (mountFormBlock); one it refuses is left out.
    const mounted = mountFormBlock(block, config, true);
    if (!(mounted instanceof Promise)) attach(mounted);
    else mounted.then(attach, (error: Error) => logError(`The popup overlay shows without its form: ${error.message}.`));
    return () => {
      gone = true;
      detach();
    };
  };
}
