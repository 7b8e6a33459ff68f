/* eslint-disable @next/next/no-html-link-for-pages -- plain anchors stand in for next/link, whose clicks the spinner watches the same way */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NavigationSpinner } from '@/components/layout/navigation-spinner';

let mockPathname = '/home';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

function setup() {
  const view = render(
    <div>
      <a href="/about" onClick={(event) => event.preventDefault()}>
        The Team
      </a>
      <a href="/" onClick={(event) => event.preventDefault()}>
        Logo
      </a>
      <a href="https://wa.me/1" target="_blank" rel="noreferrer" onClick={(event) => event.preventDefault()}>
        WhatsApp
      </a>
      <NavigationSpinner />
    </div>,
  );
  const rerender = () =>
    view.rerender(
      <div>
        <NavigationSpinner />
      </div>,
    );
  return { rerender };
}

describe('navigation spinner', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockPathname = '/home';
    window.history.replaceState(null, '', '/home');
  });
  afterEach(() => jest.useRealTimers());

  it('covers the page while the next page loads, then goes when it arrives', () => {
    const { rerender } = setup();
    fireEvent.click(screen.getByText('The Team'));
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    mockPathname = '/about';
    rerender();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('ignores links to other sites and to the page the visitor is on (the logo on /home)', () => {
    setup();
    fireEvent.click(screen.getByText('WhatsApp'));
    fireEvent.click(screen.getByText('Logo'));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('gives up after 10 seconds so a failed navigation does not hide the page', () => {
    setup();
    fireEvent.click(screen.getByText('The Team'));
    act(() => jest.advanceTimersByTime(9_000));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it("treats the shop's old lower-case address as the shop: no wait on the shop itself, and arriving there ends it", () => {
    const page = () => (
      <div>
        <a href="/PRODUCTS" onClick={(event) => event.preventDefault()}>
          Old shop link
        </a>
        <NavigationSpinner />
      </div>
    );
    mockPathname = '/Products';
    window.history.replaceState(null, '', '/Products');
    const view = render(page());
    fireEvent.click(screen.getByText('Old shop link'));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();

    mockPathname = '/home';
    window.history.replaceState(null, '', '/home');
    view.rerender(page());
    fireEvent.click(screen.getByText('Old shop link'));
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    mockPathname = '/Products';
    view.rerender(page());
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });
});
