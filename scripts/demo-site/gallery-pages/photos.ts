/** The reference server's demo photos, as the gallery demo pages name them. */
export interface DemoPhoto {
  name: string;
  src: string;
  alt: string;
  width: number;
  height: number;
}

const NAMES = ['Sourdough loaf', 'Rye bread', 'Croissants', 'Cinnamon buns', 'Baguettes', 'Fruit tart'];

/** Photo n (1–60): landscape 3:2, portrait 2:3 or square by turn, 2500 px on the long side. */
export function demoPhoto(n: number): DemoPhoto {
  const shape = n % 3;
  const [width, height] = shape === 1 ? [2500, 1667] : shape === 2 ? [1667, 2500] : [2500, 2500];
  return { name: `photo-${n}`, src: `/images/photo-${n}.jpg`, alt: `${NAMES[n % NAMES.length]} (photo ${n})`, width, height };
}
