import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScrollRow } from '@/components/teachings/scroll-row';

// jsdom has no layout: give the row a fixed viewport of 300 px over 800 px of content.
function setMetrics(element: HTMLElement, { clientWidth, scrollWidth }: { clientWidth: number; scrollWidth: number }) {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
}

let resizeCallbacks: ResizeObserverCallback[] = [];

beforeEach(() => {
  resizeCallbacks = [];
  window.ResizeObserver = class {
    constructor(callback: ResizeObserverCallback) {
      resizeCallbacks.push(callback);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
});

function renderRow() {
  render(
    <ScrollRow title="Teachings">
      <p>videos</p>
    </ScrollRow>,
  );
  const row = screen.getByRole('region', { name: 'Teachings videos' });
  const scrollBy = jest.fn();
  row.scrollBy = scrollBy as unknown as typeof row.scrollBy;
  return { row, scrollBy };
}

const resize = () => act(() => resizeCallbacks.forEach((callback) => callback([], {} as ResizeObserver)));
const left = () => screen.getByLabelText('Scroll Teachings left');
const right = () => screen.getByLabelText('Scroll Teachings right');

describe('ScrollRow', () => {
  it('shows no buttons when everything fits', () => {
    const { row } = renderRow();
    setMetrics(row, { clientWidth: 300, scrollWidth: 300 });
    resize();
    expect(left()).not.toBeVisible();
    expect(right()).not.toBeVisible();
  });

  it('shows each button only while there is more on that side, and scrolls 100 px smoothly a press', async () => {
    const { row, scrollBy } = renderRow();
    setMetrics(row, { clientWidth: 300, scrollWidth: 800 });
    resize();
    expect(left()).not.toBeVisible();
    expect(right()).toBeVisible();

    await userEvent.click(right());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 100, behavior: 'smooth' });

    row.scrollLeft = 250;
    fireEvent.scroll(row);
    expect(left()).toBeVisible();
    expect(right()).toBeVisible();
    await userEvent.click(left());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -100, behavior: 'smooth' });

    row.scrollLeft = 500;
    fireEvent.scroll(row);
    expect(right()).not.toBeVisible();
    expect(left()).toBeVisible();
  });

  it('jumps without animation for visitors who ask for reduced motion', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
    })) as unknown as typeof window.matchMedia;
    const { row, scrollBy } = renderRow();
    setMetrics(row, { clientWidth: 300, scrollWidth: 800 });
    resize();
    await userEvent.click(right());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 100, behavior: 'auto' });
  });

  it('moves keyboard focus to the other button when the focused one disappears at the end', () => {
    const { row } = renderRow();
    setMetrics(row, { clientWidth: 300, scrollWidth: 800 });
    row.scrollLeft = 100;
    resize();
    right().focus();
    expect(right()).toHaveFocus();
    row.scrollLeft = 500;
    fireEvent.scroll(row);
    expect(right()).not.toBeVisible();
    expect(left()).toHaveFocus();
  });
});
