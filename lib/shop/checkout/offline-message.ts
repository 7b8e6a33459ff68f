/**
 * What a buyer without a connection reads, at Pay Now and when the cart's own code cannot be loaded. Apart from the
 * other checkout sentences, so that the cart's part of every page carries this one only.
 */
export const OFFLINE_MESSAGE = 'You’re offline. Your cart is saved; connect to the internet to pay.';
