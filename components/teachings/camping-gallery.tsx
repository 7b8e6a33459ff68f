import type { TeachingImage } from '@/lib/types/video';

export function CampingGallery({ images }: { images: readonly TeachingImage[] }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2">
      {images.map((image) => (
        <li key={image.src}>
          <figure>
            {/* SVG illustrations: nothing for next/image to optimise, so a plain, sized img with no script. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-lg shadow-sm"
            />
            <figcaption className="mt-2 text-sm text-stone-600">{image.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
