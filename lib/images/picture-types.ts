/** A picture ready to be drawn: what the server worked out from the file, small enough to hand to the browser. */
export interface PictureSource {
  /** The file browsers without AVIF and WebP load (a JPEG or PNG copy), or the SVG itself. */
  src: string;
  /** The picture's own size, which reserves its space before it loads. */
  width: number;
  height: number;
  /** The prepared copies (`/_img/…-320.avif 320w, …`), absent for SVGs, and how wide the layout shows them. */
  avif?: string;
  webp?: string;
  sizes?: string;
  /** The smallest copy, for thumbnails such as the cart's. */
  thumbnail: string;
}

/**
 * 'priority' is for the page's largest picture at the top (loaded first, with high priority); 'eager' for others in
 * the first view; 'lazy' waits for a scroll and, when it is in the first view after all, comes after everything else
 * (low priority) so it never shares the bandwidth with the largest picture.
 */
export type PictureLoading = 'lazy' | 'eager' | 'priority';
