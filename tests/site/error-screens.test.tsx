import { render, screen } from '@testing-library/react';
import { HomeLink } from '@/components/layout/home-link';
import { RouteErrorScreen } from '@/components/layout/route-error-screen';
import NotFound from '@/app/(site)/not-found';
import { SPLASH_SEEN_KEY } from '@/lib/site/splash';

describe('error screens', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the error message under Oops!', () => {
    render(<RouteErrorScreen error={new Error('The teachings could not be loaded.')} homeLink={<HomeLink />} />);
    expect(screen.getByText('Oops!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The teachings could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  });

  it('falls back to the standard text when the error has no message', () => {
    render(<RouteErrorScreen error={new Error('')} homeLink={<HomeLink />} />);
    expect(screen.getByText('An unexpected error occurred. Please try again later.')).toBeInTheDocument();
  });

  it('never shows the address of code that could not be loaded, only the standard text', () => {
    const error = Object.assign(new Error('Failed to load chunk /_next/static/chunks/0kc4j.js from module 77316'), {
      name: 'ChunkLoadError',
    });
    render(<RouteErrorScreen error={error} homeLink={<HomeLink />} />);
    expect(screen.getByText('An unexpected error occurred. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText(/chunk/i)).not.toBeInTheDocument();
  });

  it('records that the site was loaded before, so the splash does not follow', () => {
    render(<RouteErrorScreen error={new Error('x')} homeLink={<HomeLink />} />);
    expect(window.sessionStorage.getItem(SPLASH_SEEN_KEY)).toBe('true');
  });

  it('shows the 404 texts', () => {
    render(<NotFound />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(window.sessionStorage.getItem(SPLASH_SEEN_KEY)).toBe('true');
  });
});
