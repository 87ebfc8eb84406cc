import { embedFrame } from '../../machines/embed/rules';
import type { BlockModule } from '../../runtime/blocks/contract';
import type { EmbedConfig } from '../../runtime/embed/embed.schema';
import { embedConfigValidator } from '../../runtime/embed/embed.validator.generated';

/**
 * The embed block's lazy chunk (docs/blocks.md "Embed"): no chart (nothing changes once shown) and no React. The
 * block boots on approach, so the owner's html is not in the page until the block nears the viewport; it is then
 * shown in a sandboxed frame appended to the server's element, whose own content (a fallback line) is hidden, and
 * both are put back on destroy.
 */
export const schema = embedConfigValidator;
/** Logged when the block's html is blank; it is then skipped and stays as drawn. */
export const mountError = 'Embed html is missing';

export const mount: BlockModule<EmbedConfig>['mount'] = ({ element }, config) => {
  const frame = embedFrame(config);
  if (!frame) throw new Error(mountError);
  const iframe = document.createElement('iframe');
  iframe.setAttribute('sandbox', frame.sandbox);
  iframe.title = frame.title;
  iframe.srcdoc = frame.srcdoc;
  iframe.loading = 'lazy';
  iframe.style.cssText = `display:block;width:100%;height:${frame.height}px;border:0`;
  iframe.setAttribute('data-embed-frame', '');
  const fallback = [...element.children].filter((child) => !(child as HTMLElement).hidden) as HTMLElement[];
  fallback.forEach((child) => (child.hidden = true));
  element.append(iframe);
  return {
    unmount() {
      iframe.remove();
      fallback.forEach((child) => (child.hidden = false));
    },
  };
};
