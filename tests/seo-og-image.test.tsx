import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { site } from '@/content/site';

// next/og draws the PNG in a wasm renderer that Jest cannot load; here we check what the file asks it
// to draw. The benchmark checks the served PNG (bench/results.md, 'SEO files').
jest.mock('next/og', () => ({
  ImageResponse: class {
    constructor(
      public element: ReactElement,
      public options: { width: number; height: number; fonts?: unknown },
    ) {}
  },
}));

// Imported after the mock is declared (jest hoists jest.mock above imports anyway).
import OpengraphImage, { alt, contentType, size } from '@/app/opengraph-image';

describe('the generated Open Graph image', () => {
  it('is a 1200×630 PNG showing the brand name, full name and tagline', () => {
    const response = OpengraphImage() as unknown as {
      element: ReactElement;
      options: { width: number; height: number; fonts?: unknown };
    };
    expect(contentType).toBe('image/png');
    expect(size).toEqual({ width: 1200, height: 630 });
    expect(response.options).toMatchObject(size);
    render(response.element);
    expect(screen.getByText(site.brand)).toBeInTheDocument();
    expect(screen.getByText(site.brandFull)).toBeInTheDocument();
    expect(screen.getByText(site.tagline)).toBeInTheDocument();
    expect(alt).toBe(`${site.brandFull}: ${site.tagline}`);
  });
});
