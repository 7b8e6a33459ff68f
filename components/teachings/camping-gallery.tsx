import type { TeachingImage } from '@/content/schema/video';
import { Picture } from '@/components/ui/picture';

export function CampingGallery({ images }: { images: readonly TeachingImage[] }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2">
      {images.map((image) => (
        <li key={image.src}>
          <figure>
            <Picture src={image.src} layout="gallery" alt={image.alt} className="h-auto w-full rounded-lg shadow-sm" />
            <figcaption className="mt-2 text-sm text-stone-600">{image.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
