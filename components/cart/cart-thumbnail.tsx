import { PictureElement } from '@/components/ui/picture-element';

/**
 * A product's picture in the cart and at checkout. The cart's catalogue already holds the smallest prepared
 * copy of each product's picture (components/cart/site-cart.tsx), so a photograph costs a few kilobytes here.
 */
export function CartThumbnail({ src, className }: { src: string; className: string }) {
  return (
    <PictureElement
      source={{ src, width: 4, height: 3, thumbnail: src }}
      alt=""
      className={`${className} shrink-0 rounded-md bg-brand-50 object-cover`}
    />
  );
}
