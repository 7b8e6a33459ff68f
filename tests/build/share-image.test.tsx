import { render, screen } from '@testing-library/react';
import { site } from '@/content/site';
import { SHARE_IMAGE } from '@/lib/site/seo';
import { shareImageElement } from '@/build/share-image';

// What the share picture shows; drawn-pictures.test.ts beside this file checks the PNG the build draws from it.
describe('the share picture', () => {
  it('shows the brand name, full name and tagline, described by the same words in the pages’ alt text', () => {
    render(shareImageElement());
    expect(screen.getByText(site.brand)).toBeInTheDocument();
    expect(screen.getByText(site.brandFull)).toBeInTheDocument();
    expect(screen.getByText(site.tagline)).toBeInTheDocument();
    expect(SHARE_IMAGE).toMatchObject({ type: 'image/png', width: 1200, height: 630 });
    expect(SHARE_IMAGE.alt).toBe(`${site.brandFull}: ${site.tagline}`);
  });
});
