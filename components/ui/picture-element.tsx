import type { PictureLoading, PictureSource } from '@/lib/images/picture-types';

interface PictureElementProps {
  source: PictureSource;
  alt: string;
  className?: string;
  loading?: PictureLoading;
}

/**
 * The markup of a picture the server has prepared (see components/ui/picture.tsx): AVIF, then WebP, at the
 * width the layout shows, with its size set so nothing moves while it loads. Plain HTML, no script of its own;
 * client components that draw pictures receive the prepared source from the server and use this directly.
 */
export function PictureElement({ source, alt, className, loading = 'lazy' }: PictureElementProps) {
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- the prepared copies are listed by hand, without next/image's script
    <img
      src={source.src}
      width={source.width}
      height={source.height}
      alt={alt}
      className={className}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'priority' ? 'high' : loading === 'lazy' ? 'low' : undefined}
      decoding={loading === 'priority' ? undefined : 'async'}
    />
  );
  if (!source.avif || !source.webp) return image;
  return (
    // display: contents, so the <img> lays out as if the <picture> were not there.
    <picture className="contents">
      <source type="image/avif" srcSet={source.avif} sizes={source.sizes} />
      <source type="image/webp" srcSet={source.webp} sizes={source.sizes} />
      {image}
    </picture>
  );
}
