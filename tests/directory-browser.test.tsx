import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DirectoryBrowser } from '@/components/directory/directory-browser';
import { directoryListings, directoryPageSize } from '@/content/directory';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const cards = Array.from({ length: 14 }, (_, index) => <p key={index}>Business {index + 1}</p>);
const visibleNames = () =>
  screen
    .getAllByText(/^Business \d+$/)
    .filter((element) => !element.closest('li')!.hidden)
    .map((element) => element.textContent);

describe('DirectoryBrowser', () => {
  it('starts in gallery view on page 1 with 9 businesses, the toggle naming the other view', async () => {
    render(<DirectoryBrowser cards={cards} pageSize={9} />);
    expect(visibleNames()).toHaveLength(9);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–9 of 14 businesses');
    const toggle = screen.getByRole('button', { name: 'List view' });
    expect(screen.getByRole('list')).toHaveAttribute('data-view', 'gallery');
    await userEvent.click(toggle);
    expect(toggle).toHaveTextContent('Gallery view');
    expect(screen.getByRole('list')).toHaveAttribute('data-view', 'list');
    await userEvent.click(toggle);
    expect(toggle).toHaveTextContent('List view');
  });

  it('pages with Previous and Next disabled at the ends and the current page marked', async () => {
    render(<DirectoryBrowser cards={cards} pageSize={9} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(next);
    expect(visibleNames()).toEqual(['Business 10', 'Business 11', 'Business 12', 'Business 13', 'Business 14']);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(visibleNames()[0]).toBe('Business 1');
  });

  it('shows the whole directory with Explore All Directory, and pages again after', async () => {
    render(<DirectoryBrowser cards={cards} pageSize={9} />);
    await userEvent.click(screen.getByRole('button', { name: 'Explore All Directory' }));
    expect(visibleNames()).toHaveLength(14);
    expect(screen.queryByRole('navigation', { name: 'Directory pages' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 14 businesses');
    await userEvent.click(screen.getByRole('button', { name: 'Show 9 per page' }));
    expect(visibleNames()).toHaveLength(9);
  });

  it('has no page buttons when everything fits on one page', () => {
    render(<DirectoryBrowser cards={cards.slice(0, 9)} pageSize={9} />);
    expect(screen.queryByRole('navigation', { name: 'Directory pages' })).toBeNull();
  });
});

describe('content/directory.ts', () => {
  it('has enough businesses to fill more than one page of 9', () => {
    expect(directoryPageSize).toBe(9);
    expect(directoryListings.length).toBeGreaterThanOrEqual(12);
  });

  it('includes a business rated 4.8 by 120 people, and some with missing contact details, websites and ratings', () => {
    expect(directoryListings.some((item) => item.companyRatings === 4.8 && item.ratings === 120)).toBe(true);
    expect(directoryListings.some((item) => item.contactDetails.email === null)).toBe(true);
    expect(directoryListings.some((item) => item.contactDetails.phone === null)).toBe(true);
    expect(directoryListings.some((item) => !item.website)).toBe(true);
    expect(directoryListings.some((item) => item.companyRatings === null)).toBe(true);
  });

  it('gives every business a unique name, a local picture and valid links', () => {
    expect(new Set(directoryListings.map((item) => item.companyName)).size).toBe(directoryListings.length);
    for (const item of directoryListings) {
      expect(existsSync(join(process.cwd(), 'public', item.image))).toBe(true);
      if (item.website) expect(new URL(item.website).protocol).toBe('https:');
      if (item.contactDetails.email) expect(item.contactDetails.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      if (item.contactDetails.phone) expect(item.contactDetails.phone).toMatch(/^\+233[\d ]+$/);
      if (item.companyRatings !== null) expect(item.companyRatings).toBeGreaterThanOrEqual(0);
      if (item.companyRatings !== null) expect(item.companyRatings).toBeLessThanOrEqual(5);
    }
  });
});
