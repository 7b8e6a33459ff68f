// Texts of the error screens: the 404 page and the screen shown when a page fails.
export const errorTexts = {
  notFoundCode: '404',
  notFoundTitle: 'Page Not Found',
  notFoundMessage: "The page you're looking for doesn't exist or has been moved.",
  errorCode: 'Oops!',
  errorTitle: 'Something went wrong',
  errorFallbackMessage: 'An unexpected error occurred. Please try again later.',
};
