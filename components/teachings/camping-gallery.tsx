import Image from 'next/image';
import type { TeachingImage } from '@/lib/types/video';

export function CampingGallery({ images }: { images: readonly TeachingImage[] }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2">
      {images.map((image) => (
        <li key={image.src}>
          <figure>
            <Image
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              className="h-auto w-full rounded-lg shadow-sm"
            />
            <figcaption className="mt-2 text-sm text-stone-600">{image.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
