import { pictureSource } from '@/lib/images/picture-source';
import type { PictureLayout } from '@/lib/images/picture-layouts';
import type { PictureLoading } from '@/lib/images/picture-types';
import { PictureElement } from '@/components/ui/picture-element';

interface PictureProps {
  /** A file in public/, e.g. '/team/kwame-mensah.jpg': JPEG, PNG, WebP, AVIF or SVG, of any size. */
  src: string;
  /** How wide the picture is drawn (lib/images/picture-layouts.ts). */
  layout: PictureLayout;
  alt: string;
  className?: string;
  /** 'priority' for the page's largest picture, 'eager' for others in the first view; lazy otherwise. */
  loading?: PictureLoading;
}

// Every picture on the site goes through here. The build has already made AVIF, WebP and JPEG copies of each
// photograph at a ladder of widths (build/generate-pictures.mjs); this server component picks the ones its
// layout needs and reads the size from the file, so content never has to state it. It sends no JavaScript.
export function Picture({ src, layout, alt, className, loading }: PictureProps) {
  return <PictureElement source={pictureSource(src, layout)} alt={alt} className={className} loading={loading} />;
}
