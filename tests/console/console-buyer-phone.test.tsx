import { render, screen } from '@testing-library/react';
import { BuyerDetails } from '@/components/console/buyer-details';
import { TellBuyerLink } from '@/components/console/tell-buyer-link';
import { internationalDigits, telHref } from '@/lib/console/buyer-phone';

describe('a buyer phone as the console dials it', () => {
  it.each([
    ['024 412 3456', '233244123456'],
    ['0244123456', '233244123456'],
    ['+233 24 412 3456', '233244123456'],
    ['00233 24 412 3456', '233244123456'],
    ['244123456', '233244123456'],
    ['+44 7700 900123', '447700900123'],
  ])('%s is %s in international digits', (typed, digits) => {
    expect(internationalDigits(typed)).toBe(digits);
  });

  it('dials a Ghanaian number with +233 and a foreign one as typed', () => {
    expect(telHref('024 412 3456')).toBe('tel:+233244123456');
    expect(telHref('+44 7700 900123')).toBe('tel:+447700900123');
    expect(telHref('no number')).toBeNull();
  });
});

describe('BuyerDetails', () => {
  it('links the phone to a call and WhatsApp with international digits, and the e-mail to the mail app', () => {
    render(<BuyerDetails customer={{ name: 'Kofi Boateng', phone: '020 123 4567', email: 'kofi@example.com' }} />);
    expect(screen.getByRole('link', { name: '020 123 4567' })).toHaveAttribute('href', 'tel:+233201234567');
    expect(screen.getByRole('link', { name: 'Message on WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/233201234567\?/,
    );
    expect(screen.getByRole('link', { name: 'kofi@example.com' })).toHaveAttribute('href', 'mailto:kofi@example.com');
  });
});

describe('TellBuyerLink', () => {
  it('opens WhatsApp to the buyer with the step message typed in, and says the buyer was e-mailed', () => {
    render(<TellBuyerLink phone="+233 24 412 3456" message="Hello Ama, your order is ready." />);
    const link = screen.getByRole('link', { name: 'Send on WhatsApp' });
    expect(link).toHaveAttribute('href', 'https://wa.me/233244123456?text=Hello%20Ama%2C%20your%20order%20is%20ready.');
    expect(screen.getByText(/also e-mailed/)).toBeInTheDocument();
  });
});
