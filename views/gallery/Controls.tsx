import type { connectGallery } from '../../machines/gallery/connect';

type Api = ReturnType<typeof connectGallery>;

/** Previous and next buttons (text arrows with accessible names), hidden when there is nowhere to go. */
export function Controls({ api, hidden }: { api: Api; hidden?: boolean }) {
  if (hidden) return null;
  return (
    <>
      <button {...api.previousProps}>
        <span aria-hidden="true">‹</span>
      </button>
      <button {...api.nextProps}>
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}
