import { PHOTOS } from '../../server/images';

/** The reference server's demo photos, as the gallery demo pages name them. */
export interface DemoPhoto {
  name: string;
  src: string;
  alt: string;
  width: number;
  height: number;
}

const NAMES = ['Sourdough loaf', 'Rye bread', 'Croissants', 'Cinnamon buns', 'Baguettes', 'Fruit tart'];

/** Photo n (1–60) with the size the server makes it. */
export function demoPhoto(n: number): DemoPhoto {
  const photo = PHOTOS[n - 1]!;
  return { name: photo.name, src: `/images/${photo.name}.jpg`, alt: `${NAMES[n % NAMES.length]} (photo ${n})`, width: photo.width, height: photo.height };
}
