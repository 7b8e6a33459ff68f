import { render, screen, within } from '@testing-library/react';
import { DirectoryCard } from '@/components/directory/directory-card';
import { ratingText } from '@/lib/catalogue/directory/rating-text';
import type { BusinessListing } from '@/content/schema/directory';

const listing: BusinessListing = {
  companyName: 'Sample Herbal Clinic',
  image: '/directory/herbal-clinic.svg',
  shortDescription: 'Herbal care.',
  contactDetails: { phone: '+233 24 000 0102', email: 'care@sample.example' },
  location: 'Kumasi, Ashanti Region',
  briefDescription: 'First paragraph.\nSecond paragraph.',
  companyRatings: 4.8,
  ratings: 120,
  website: 'https://sample.example',
};

describe('DirectoryCard', () => {
  it('shows every field: name, rating and count, description, location, paragraphs and links', () => {
    render(<DirectoryCard listing={listing} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Sample Herbal Clinic' })).toBeInTheDocument();
    expect(card).toHaveTextContent('4.8 (120)');
    expect(card).toHaveTextContent('Herbal care.');
    expect(card).toHaveTextContent('Location: Kumasi, Ashanti Region');
    expect(screen.getByText('First paragraph.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Email/ })).toHaveAttribute('href', 'mailto:care@sample.example');
    expect(screen.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:+233240000102');
    const website = screen.getByRole('link', { name: /Visit Website/ });
    expect(website).toHaveAttribute('href', 'https://sample.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('hides the links and rating a business has not shared', () => {
    render(
      <DirectoryCard
        listing={{
          ...listing,
          contactDetails: { phone: null, email: null },
          website: null,
          companyRatings: null,
          ratings: null,
        }}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('article')).not.toHaveTextContent('(');
  });

  it('keeps the other contact link when only one is missing', () => {
    render(<DirectoryCard listing={{ ...listing, contactDetails: { phone: '+233 24 000 0102', email: null } }} />);
    expect(screen.queryByRole('link', { name: /^Email/ })).toBeNull();
    expect(screen.getByRole('link', { name: /^Call/ })).toBeInTheDocument();
  });
});

describe('ratingText', () => {
  it('writes the score with one decimal and the count in brackets', () => {
    expect(ratingText(4.8, 120)).toBe('4.8 (120)');
    expect(ratingText(5, 1200)).toBe('5.0 (1,200)');
    expect(ratingText(4.2, null)).toBe('4.2');
  });
});
