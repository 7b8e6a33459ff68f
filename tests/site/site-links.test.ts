import { carePath, mailtoHref, telHref, whatsappHref } from '@/content/site-links';
import { site } from '@/content/site';
import { mainNavigation } from '@/content/navigation';
import { isActivePath } from '@/components/layout/nav-link';

describe('links derived from content/site.ts', () => {
  it('puts the care centre at /{careSlug}-care and in the navigation', () => {
    expect(carePath).toBe(`/${site.careSlug}-care`);
    expect(mainNavigation.map((entry) => entry.link)).toContain(carePath);
  });

  it('dials the number without spaces', () => {
    expect(telHref('+233 24 000 0001')).toBe('tel:+233240000001');
  });

  it('opens WhatsApp with the prefilled message', () => {
    const url = new URL(whatsappHref('Hello, priest & friends'));
    expect(url.hostname).toBe('wa.me');
    expect(url.pathname).toBe(`/${site.whatsappNumber}`);
    expect(url.searchParams.get('text')).toBe('Hello, priest & friends');
  });

  it('builds mailto links that mail apps read with spaces intact', () => {
    expect(mailtoHref('a@b.example', 'Book a visit', 'Two of us & a child')).toBe(
      'mailto:a@b.example?subject=Book%20a%20visit&body=Two%20of%20us%20%26%20a%20child',
    );
    expect(mailtoHref('a@b.example')).toBe('mailto:a@b.example');
  });

  it('marks the shop link active whatever the letter case of the address', () => {
    expect(isActivePath('/Products', '/Products')).toBe(true);
    expect(isActivePath('/products', '/Products')).toBe(true);
    expect(isActivePath('/home', '/Products')).toBe(false);
    expect(isActivePath(null, '/home')).toBe(false);
  });
});
