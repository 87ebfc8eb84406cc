import { isNarrowImageBlock, shapeAspectHeight } from '../../machines/image-loader/block-rules';
import { logError } from '../../runtime/log';
import { watchResize } from '../../runtime/images/shared-observers';
import { linkHref } from '../../runtime/text/link-href';

// What the image block does around its images (display-widgets §3, visitor-runtime §9): the narrow mark, shape
// masks, click-through links and the triggers of its lightbox. Each returns the restore that puts the server's
// markup back as it was.


/** The platform's wrapper whose `sqs-narrow-width` class its stylesheet stacks the caption by. */
const PUBLISHED_WRAPPER = '.image-block-outer-wrapper';
const PUBLISHED_NARROW_CLASS = 'sqs-narrow-width';

/**
 * Attributes an element had before the block wrote its own, put back by `restore`. Not views/shared/bind-props: the
 * image chunk importing it makes the build's merge pass move it into a chunk that entries without adopted markup
 * (cart indicator, data layer, inspector) download too (+7 KB on the cart indicator).
 */
function attributeWriter(element: Element) {
  const before = new Map<string, string | null>();
  const keep = (name: string) => {
    if (!before.has(name)) before.set(name, element.getAttribute(name));
  };
  return {
    set(name: string, value: string) {
      keep(name);
      element.setAttribute(name, value);
    },
    remove(name: string) {
      keep(name);
      element.removeAttribute(name);
    },
    restore() {
      before.forEach((value, name) => (value === null ? element.removeAttribute(name) : element.setAttribute(name, value)));
    },
  };
}

/**
 * Marks the block `data-narrow` while it is narrower than 415 px, and the platform's wrapper with its own class,
 * so the caption stacks under the image (the page's stylesheet does the stacking). Measured again on every resize.
 */
export function watchNarrow(element: HTMLElement): () => void {
  const wrapper = element.querySelector(PUBLISHED_WRAPPER);
  const own = attributeWriter(element);
  const theirs = wrapper && attributeWriter(wrapper);
  const mark = () => {
    const narrow = isNarrowImageBlock(element.getBoundingClientRect().width);
    if (narrow) own.set('data-narrow', '');
    else own.remove('data-narrow');
    if (wrapper && theirs && wrapper.classList.contains(PUBLISHED_NARROW_CLASS) !== narrow) {
      theirs.set('class', wrapper.className);
      wrapper.classList.toggle(PUBLISHED_NARROW_CLASS, narrow);
    }
  };
  mark();
  const win = element.ownerDocument.defaultView;
  const stop = win ? watchResize(win, element, mark, 'image-narrow') : undefined;
  return () => {
    stop?.();
    own.restore();
    theirs?.restore();
  };
}

/**
 * The platform's shaped images (`data-shape-mask` on the image's box): the box is as high as the shape's aspect
 * height says (100 % of its width, 150 % tall, 67 % wide), drawn by padding so it scales with its width.
 */
export function applyShapes(images: readonly Element[]): () => void {
  const boxes = new Set(images.map((img) => img.parentElement?.closest<HTMLElement>('[data-shape-mask]')).filter((box) => !!box));
  const writers = [...boxes].map((box) => {
    const writer = attributeWriter(box);
    // Kept before any write, so the restore puts the server's inline style back whole.
    writer.set('style', box.getAttribute('style') ?? '');
    const height = shapeAspectHeight(box.dataset.shapeMask ?? '');
    writer.set('data-shape-height', String(height));
    box.style.setProperty('height', '0');
    box.style.setProperty('padding-bottom', `${height}%`);
    if (!box.style.position) box.style.setProperty('position', 'relative');
    return writer;
  });
  return () => writers.forEach((writer) => writer.restore());
}

/** The link rules (visitor-runtime §5) on an href; a broken one logs why and gives null. */
function followable(written: string, id: string): string | null {
  const { href, problem } = linkHref(written, location);
  if (problem) logError(`Image #${id}: its link "${written}" is not followed: ${problem}.`);
  return href;
}

/**
 * Click-through links: the server's link around an image (`a[href]`, the platform's `a.sqs-block-image-link`) keeps
 * being a real link, with the link rules applied to its href; an image whose only link is `data-click-through-url`
 * (the slide attribute of display-widgets §3) gets its box made a link for the keyboard and pointer alike (role
 * link, in the tab order, Enter or a click follows it).
 */
export function applyClickThrough(images: readonly HTMLElement[], id: string, follow: (href: string) => void): () => void {
  const restores: Array<() => void> = [];
  for (const img of images) {
    const link = img.closest<HTMLAnchorElement>('a[href]');
    if (link) {
      const writer = attributeWriter(link);
      const written = link.getAttribute('href')!;
      const href = followable(written, id);
      if (href === null) writer.remove('href');
      else if (href !== written) writer.set('href', href);
      restores.push(writer.restore);
      continue;
    }
    const written = img.closest('[data-click-through-url]')?.getAttribute('data-click-through-url')?.trim();
    const box = img.parentElement;
    if (!written || !box) continue;
    const href = followable(written, id);
    if (href === null) continue;
    restores.push(activate(box, 'link', () => follow(href)));
  }
  return () => restores.forEach((restore) => restore());
}

/**
 * Makes `box` a control of `role` (link or button) for the keyboard and pointer: in the tab order, a click or Enter
 * (and Space for a button) runs `act`. Returns the restore.
 */
export function activate(box: HTMLElement, role: 'link' | 'button', act: () => void): () => void {
  const writer = attributeWriter(box);
  const native = role === 'button' ? box.tagName === 'BUTTON' : box.tagName === 'A';
  if (!native) {
    writer.set('role', role);
    writer.set('tabindex', '0');
  }
  if (role === 'button') writer.set('aria-haspopup', 'dialog');
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    act();
  };
  const onKey = (event: KeyboardEvent) => {
    if (native || event.target !== box) return;
    if (event.key === 'Enter' || (role === 'button' && event.key === ' ')) {
      event.preventDefault();
      act();
    }
  };
  box.addEventListener('click', onClick);
  box.addEventListener('keydown', onKey);
  return () => {
    box.removeEventListener('click', onClick);
    box.removeEventListener('keydown', onKey);
    writer.restore();
  };
}
