// Placeholder until the cart lands: the floating cart button, the cart drawer and the checkout drawer mount here.
export function CartShell() {
  return null;
}
