import type { SiteSettings } from '@/content/schema/site';

// Everything the organisation may want to change about itself lives here.
// Changing `careSlug` moves the care-centre page (for example 'mhv' gives /mhv-care).
export const site: SiteSettings = {
  brand: 'MHV',
  brandFull: 'MHV Spiritual Community',
  tagline: 'Spiritual awareness, holistic health and community in Ghana',
  careSlug: 'mhv',
  careName: 'MHV Health Care Centre',
  priestTitle: 'Okomfo',
  consultationPhone: '+233 24 000 0001',
  healthCarePhone: '+233 24 000 0002',
  email: 'info@mhv.example',
  whatsappNumber: '233240000001',
  whatsappMessage: 'Hello, I would like to speak with a priest.',
  facebookUrl: 'https://www.facebook.com/mhv.community',
  instagramUrl: 'https://www.instagram.com/mhv.community',
  youtubeUrl: 'https://www.youtube.com/@mhv.community',
  location: 'Accra, Ghana',
  builder: { name: 'MHV Web Team', url: 'https://github.com/mhv-community' },
};
