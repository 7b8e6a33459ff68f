import { contactBannerSlides, contactForm, supportChannels, teamContact } from '@/content/contact';
import { site } from '@/content/site';
import { telHref } from '@/content/site-links';

describe('content/contact.ts', () => {
  it('labels the form with its exact texts', () => {
    expect(contactForm).toMatchObject({
      emailLabel: 'Your email',
      subjectLabel: 'Subject',
      messageLabel: 'Your message',
      submitLabel: 'Send message',
    });
  });

  it('has the four banner slides in their order', () => {
    expect(contactBannerSlides.map((slide) => slide.title)).toEqual([
      'Spiritual and Self-Awareness',
      'Home of the Gods',
      'Your True Self',
      'Out of Your Life',
    ]);
  });

  it('offers the four support channels: Phone (tel), Whatsapp, Instagram, Email', () => {
    expect(supportChannels.map((channel) => channel.label)).toEqual(['Phone', 'Whatsapp', 'Instagram', 'Email']);
    const [phone, whatsapp, instagram, email] = supportChannels.map((channel) => channel.href);
    expect(phone).toBe(telHref(site.consultationPhone));
    expect(new URL(whatsapp).hostname).toBe('wa.me');
    expect(instagram).toBe(site.instagramUrl);
    expect(email).toBe(`mailto:${site.email}`);
  });

  it('gives the team page both phones, the e-mail, a tel: Book a Call and a prefilled WhatsApp link', () => {
    expect(teamContact.phones.map((phone) => phone.number)).toEqual([site.consultationPhone, site.healthCarePhone]);
    expect(teamContact.email).toBe(site.email);
    expect(teamContact.bookCall).toEqual({ label: 'Book a Call', href: telHref(site.consultationPhone) });
    const hrefs = teamContact.links.map((link) => link.href);
    expect(new URL(hrefs[0]).searchParams.get('text')).toBeTruthy();
    expect(hrefs).toContain(site.facebookUrl);
    expect(hrefs).toContain(site.instagramUrl);
  });
});
