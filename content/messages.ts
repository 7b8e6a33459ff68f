// Texts of the error screens: the 404 page and the screen shown when a page fails.
export const errorTexts = {
  notFoundCode: '404',
  notFoundTitle: 'Page Not Found',
  notFoundMessage: "The page you're looking for doesn't exist or has been moved.",
  errorCode: 'Oops!',
  errorTitle: 'Something went wrong',
  errorFallbackMessage: 'An unexpected error occurred. Please try again later.',
};

// The page a visitor sees without a connection when the page they open has not been kept on their phone.
export const offlineTexts = {
  title: 'You’re offline',
  message: 'This page is not saved on your phone yet. Connect to the internet to open it.',
  keptHeading: 'Pages you can open now',
  noneKept: 'No pages are saved yet: pages you open while connected are kept for the next time.',
  cart: 'Open your cart',
};
