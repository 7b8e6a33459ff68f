import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DirectoryShell } from '@/components/directory/directory-shell';
import { DirectoryPage } from '@/components/directory/directory-page';
import type { BusinessListing } from '@/content/schema/directory';

let pathname = '/directory';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

// The tests' own directory of 14 businesses: the real one changes whenever a member joins.
const listings: BusinessListing[] = Array.from({ length: 14 }, (_, index) => ({
  companyName: `Business ${index + 1}`,
  image: '/directory/consultations.svg',
  shortDescription: 'A member business.',
  contactDetails: { phone: '+233 24 000 0001', email: null },
  location: 'Accra',
  briefDescription: 'About us.',
  companyRatings: null,
  ratings: null,
  website: null,
}));

function renderPage(page: number | 'all', items = listings) {
  return render(
    <DirectoryShell pageSize={9}>
      <DirectoryPage listings={items} pageSize={9} page={page} />
    </DirectoryShell>,
  );
}

const names = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const pager = () => screen.getByRole('navigation', { name: 'Directory pages' });

beforeEach(() => {
  pathname = '/directory';
});

describe('a page of the directory', () => {
  it('holds only its own 9 businesses, with links to the other pages', () => {
    const { container } = renderPage(1);
    expect(names()).toEqual(listings.slice(0, 9).map((listing) => listing.companyName));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–9 of 14 businesses');
    expect(within(pager()).getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(pager()).getByRole('link', { name: 'Previous' })).not.toHaveAttribute('href');
    expect(within(pager()).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/directory/page/2');
    expect(within(pager()).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/directory/page/2');
    // Structured data describes the businesses on this page only.
    const jsonLd = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd.map((node: { name: string }) => node.name)).toEqual(names());
  });

  it('shows the rest on the last page, where Next is disabled', () => {
    renderPage(2);
    expect(names()).toEqual(['Business 10', 'Business 11', 'Business 12', 'Business 13', 'Business 14']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 10–14 of 14 businesses');
    expect(within(pager()).getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(pager()).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/directory');
    expect(within(pager()).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no page links when everything fits on one page', () => {
    renderPage(1, listings.slice(0, 9));
    expect(screen.queryByRole('navigation', { name: 'Directory pages' })).toBeNull();
  });
});

describe('the directory frame', () => {
  it('starts in gallery view; the toggle names the other view and switches it', async () => {
    renderPage(1);
    const toggle = screen.getByRole('button', { name: 'List view' });
    const frame = screen.getByRole('list').parentElement!;
    expect(frame).toHaveAttribute('data-view', 'gallery');
    await userEvent.click(toggle);
    expect(toggle).toHaveTextContent('Gallery view');
    expect(frame).toHaveAttribute('data-view', 'list');
  });

  it("links 'Explore All Directory' to the page with every business, and back", () => {
    const { unmount } = renderPage(1);
    expect(screen.getByRole('link', { name: 'Explore All Directory' })).toHaveAttribute('href', '/directory/all');
    unmount();
    pathname = '/directory/all';
    renderPage('all');
    expect(names()).toHaveLength(14);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 14 businesses');
    expect(screen.queryByRole('navigation', { name: 'Directory pages' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Show 9 per page' })).toHaveAttribute('href', '/directory');
  });
});
