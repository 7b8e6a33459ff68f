interface LocalImageProps {
  /** A file in public/, e.g. '/team/founder.svg'. */
  src: string;
  width: number;
  height: number;
  alt: string;
  className?: string;
  /** Load at once (pictures near the top of the page); otherwise only when scrolled near. */
  eager?: boolean;
}

// Our pictures are small local SVGs, which next/image serves unchanged anyway; a plain <img> with its
// width and height keeps the space reserved without shipping next/image's client code (about 5.6 KB
// gzipped a page).
export function LocalImage({ src, width, height, alt, className, eager = false }: LocalImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img src={src} width={width} height={height} alt={alt} className={className} loading={eager ? 'eager' : 'lazy'} decoding="async" />
  );
}
