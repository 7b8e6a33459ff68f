interface ProductImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  loading?: 'eager' | 'lazy';
}

// Product pictures are small local SVGs: next/image would add client JavaScript and cannot resize them anyway.
// width and height are always set, so nothing shifts while a picture loads.
export function ProductImage({ src, alt, width, height, className, loading = 'lazy' }: ProductImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} alt={alt} width={width} height={height} loading={loading} decoding="async" className={className} />
  );
}
