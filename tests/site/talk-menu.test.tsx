import { act, fireEvent, render, screen } from '@testing-library/react';
import { TalkMenu, TALK_MENU_CLOSE_DELAY_MS } from '@/components/layout/talk-menu';

const items = [
  { label: 'WhatsApp', icon: 'whatsapp' as const, href: 'https://wa.me/233240000001?text=Hi' },
  { label: 'Email', icon: 'email' as const, href: 'mailto:info@mhv.example' },
  { label: 'Phone', icon: 'phone' as const, href: 'tel:+233240000001' },
];

function renderMenu() {
  render(
    <div>
      <TalkMenu priestTitle="Okomfo" items={items} menuHref="/menu#talk" />
      <p>Outside</p>
    </div>,
  );
  const button = screen.getByRole('button', { name: 'Talk to Okomfo' });
  const menuVisible = () => screen.queryByRole('link', { name: 'WhatsApp' }) !== null;
  return { button, menuVisible, container: button.closest('div') as HTMLElement };
}

describe('Talk menu', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is named with the priest title and toggles on click', () => {
    const { button, menuVisible } = renderMenu();
    expect(menuVisible()).toBe(false);
    fireEvent.click(button);
    expect(menuVisible()).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button);
    expect(menuVisible()).toBe(false);
  });

  it('offers WhatsApp in a new tab, and e-mail and phone links', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:info@mhv.example');
    expect(screen.getByRole('link', { name: 'Phone' })).toHaveAttribute('href', 'tel:+233240000001');
  });

  it('closes 5 seconds after the mouse leaves, not before', () => {
    const { button, menuVisible, container } = renderMenu();
    fireEvent.click(button);
    fireEvent.mouseLeave(container);
    act(() => jest.advanceTimersByTime(TALK_MENU_CLOSE_DELAY_MS - 1));
    expect(menuVisible()).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(menuVisible()).toBe(false);
  });

  it('stays open when the mouse comes back before the 5 seconds are up', () => {
    const { button, menuVisible, container } = renderMenu();
    fireEvent.click(button);
    fireEvent.mouseLeave(container);
    act(() => jest.advanceTimersByTime(4000));
    fireEvent.mouseEnter(container);
    act(() => jest.advanceTimersByTime(10_000));
    expect(menuVisible()).toBe(true);
  });

  it('closes on a click outside it', () => {
    const { button, menuVisible } = renderMenu();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(menuVisible()).toBe(false);
  });

  it('closes when the window narrows below 768 px', () => {
    const { button, menuVisible } = renderMenu();
    fireEvent.click(button);
    act(() => {
      window.innerWidth = 1024;
      window.dispatchEvent(new Event('resize'));
    });
    expect(menuVisible()).toBe(true);
    act(() => {
      window.innerWidth = 767;
      window.dispatchEvent(new Event('resize'));
    });
    expect(menuVisible()).toBe(false);
  });

  it('closes on Escape and gives focus back to its button', () => {
    const { button, menuVisible } = renderMenu();
    fireEvent.click(button);
    screen.getByRole('link', { name: 'Email' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuVisible()).toBe(false);
    expect(button).toHaveFocus();
  });
});
