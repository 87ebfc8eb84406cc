// Embla Carousel 8 with its autoplay plugin, for one slideshow with autoplay, keyboard and linked thumbnails — the
// features of our slideshow in the benchmark. Embla has no keyboard support and no thumbnails of its own: the few
// lines below add them the way Embla's documentation examples do. Bundled by scripts/bench/competitors.ts.
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { exposeBench } from './bench-page';

function slideshow(root: HTMLElement): () => void {
  const main = EmblaCarousel(root.querySelector<HTMLElement>('.embla__viewport')!, { loop: true }, [Autoplay({ delay: 5000, stopOnMouseEnter: true, stopOnInteraction: false })]);
  const thumbs = EmblaCarousel(root.querySelector<HTMLElement>('.embla-thumbs__viewport')!, { containScroll: 'keepSnaps', dragFree: true });
  const thumbButtons = Array.from(root.querySelectorAll<HTMLElement>('.embla-thumbs__slide'));
  const select = (api: EmblaCarouselType) => {
    const index = api.selectedScrollSnap();
    thumbs.scrollTo(index);
    thumbButtons.forEach((button, i) => button.classList.toggle('is-selected', i === index));
  };
  main.on('select', select);
  select(main);
  const onThumb = (event: Event) => {
    const i = thumbButtons.indexOf((event.target as Element).closest('.embla-thumbs__slide') as HTMLElement);
    if (i >= 0) main.scrollTo(i);
  };
  root.addEventListener('click', onThumb);
  const prev = root.querySelector<HTMLButtonElement>('.embla__prev')!;
  const next = root.querySelector<HTMLButtonElement>('.embla__next')!;
  const goPrev = () => main.scrollPrev();
  const goNext = () => main.scrollNext();
  prev.addEventListener('click', goPrev);
  next.addEventListener('click', goNext);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') main.scrollPrev();
    else if (event.key === 'ArrowRight') main.scrollNext();
  };
  root.addEventListener('keydown', onKey);
  return () => {
    root.removeEventListener('click', onThumb);
    root.removeEventListener('keydown', onKey);
    prev.removeEventListener('click', goPrev);
    next.removeEventListener('click', goNext);
    main.destroy();
    thumbs.destroy();
  };
}

exposeBench('.embla', slideshow);
