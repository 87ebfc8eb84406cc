// Swiper with the Navigation, Keyboard, Autoplay and Thumbs modules, for one slideshow with autoplay, keyboard and
// linked thumbnails — the features of our slideshow in the benchmark. Bundled by scripts/bench/competitors.ts.
import Swiper from 'swiper';
import { Autoplay, Keyboard, Navigation, Thumbs } from 'swiper/modules';
import { exposeBench } from './bench-page';

function slideshow(root: HTMLElement): () => void {
  const thumbs = new Swiper(root.querySelector<HTMLElement>('.swiper-thumbs')!, { slidesPerView: 5, spaceBetween: 8, watchSlidesProgress: true });
  const main = new Swiper(root.querySelector<HTMLElement>('.swiper-main')!, {
    modules: [Navigation, Keyboard, Autoplay, Thumbs],
    loop: true,
    navigation: { prevEl: root.querySelector<HTMLElement>('.swiper-button-prev'), nextEl: root.querySelector<HTMLElement>('.swiper-button-next') },
    keyboard: { enabled: true, onlyInViewport: true },
    autoplay: { delay: 5000, pauseOnMouseEnter: true, disableOnInteraction: false },
    thumbs: { swiper: thumbs },
  });
  return () => {
    main.destroy(true, true);
    thumbs.destroy(true, true);
  };
}

exposeBench('.slideshow', slideshow);
