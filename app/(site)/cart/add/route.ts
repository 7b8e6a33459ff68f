import { cartFormRoute } from '@/lib/shop/cart/cart-forms';

// 'Add to Cart', posted by a browser whose page code has not run (lib/shop/cart/cart-forms.ts).
export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = cartFormRoute('add');
