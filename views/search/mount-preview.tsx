import { previewQuery } from '../../machines/search/rules';
import type { BlockContext } from '../../runtime/blocks/contract';
import { searchPreviewLogic } from '../../runtime/search/preview';
import { mountView } from '../shared/mount-view';
import { SearchPreview } from './SearchPreview';

/**
 * The search preview, a chunk of its own (`blocks/search-preview.js`): downloaded when a search block's field is
 * first needed (focused or typed in), never with the page. Its chart is the block's (actor `<id>-preview`).
 */
export function mountSearchPreview({ id, element, startActor }: Pick<BlockContext, 'id' | 'element' | 'startActor'>, form: HTMLFormElement, field: HTMLInputElement): () => void {
  const actor = startActor(`${id}-preview`, searchPreviewLogic);
  const host = element.ownerDocument.createElement('div');
  form.after(host);
  const unmount = mountView(SearchPreview, { actorRef: actor, blockId: id, field }, host, { sync: true });
  // What the visitor typed while the chunk downloaded is searched for.
  if (previewQuery(field.value) !== null) actor.send({ type: 'QUERY', text: field.value });
  return () => {
    unmount();
    host.remove();
  };
}
