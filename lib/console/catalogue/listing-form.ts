import { z } from 'zod';
import type { BusinessListing } from '@/content/schema/directory';
import { entryFields, orNull, textField, typedNumber, type KindForm } from './form-kinds';

// A directory listing's form: the business's name, photo, the two descriptions, where it is, how to reach it and its
// rating. An empty phone, e-mail, website or rating means the business has not shared one.

export const listingLabels = {
  companyName: 'Name',
  photo: 'Photo',
  shortDescription: 'Short description',
  briefDescription: 'Description',
  location: 'Location',
  phone: 'Phone',
  email: 'E-mail',
  website: 'Website',
  rating: 'Rating (out of 5)',
  ratings: 'Number of ratings',
} as const;

const schema = z.strictObject({
  ...entryFields,
  companyName: textField(listingLabels.companyName, 200),
  shortDescription: textField(listingLabels.shortDescription, 500),
  briefDescription: textField(listingLabels.briefDescription, 4000),
  location: textField(listingLabels.location, 200),
  phone: textField(listingLabels.phone, 40),
  email: textField(listingLabels.email, 254),
  website: textField(listingLabels.website, 500),
  rating: textField(listingLabels.rating, 10),
  ratings: textField(listingLabels.ratings, 10),
});
type Input = z.output<typeof schema>;

function optionalNumber(label: string, value: string, example: string): number | null | string {
  return value.trim() === '' ? null : typedNumber(label, value, example);
}

export const listingForm: KindForm<'listing', Input> = {
  schema,
  toData(input, current, photo) {
    const rating = optionalNumber(listingLabels.rating, input.rating, '4.5');
    const ratings = optionalNumber(listingLabels.ratings, input.ratings, '120');
    const image = photo?.src ?? current?.image;
    const problems = [rating, ratings].filter((value) => typeof value === 'string');
    if (!image) problems.push(`${listingLabels.photo}: choose a photo of the business.`);
    if (problems.length > 0) return { problems };
    const listing: BusinessListing = {
      companyName: input.companyName,
      image: image!,
      shortDescription: input.shortDescription,
      contactDetails: { phone: orNull(input.phone), email: orNull(input.email) },
      location: input.location,
      briefDescription: input.briefDescription.replace(/\r\n/g, '\n'),
      companyRatings: rating as number | null,
      ratings: ratings as number | null,
      website: orNull(input.website),
    };
    return { data: listing };
  },
  toFields: (listing) => ({
    companyName: listing.companyName,
    shortDescription: listing.shortDescription,
    briefDescription: listing.briefDescription,
    location: listing.location,
    phone: listing.contactDetails.phone ?? '',
    email: listing.contactDetails.email ?? '',
    website: listing.website ?? '',
    rating: listing.companyRatings === null ? '' : String(listing.companyRatings),
    ratings: listing.ratings === null ? '' : String(listing.ratings),
  }),
  facts: [
    [listingLabels.companyName, (listing) => listing.companyName],
    [listingLabels.photo, (listing) => listing.image],
    [listingLabels.shortDescription, (listing) => listing.shortDescription],
    [listingLabels.briefDescription, (listing) => listing.briefDescription],
    [listingLabels.location, (listing) => listing.location],
    [listingLabels.phone, (listing) => listing.contactDetails.phone ?? ''],
    [listingLabels.email, (listing) => listing.contactDetails.email ?? ''],
    [listingLabels.website, (listing) => listing.website ?? ''],
    [listingLabels.rating, (listing) => String(listing.companyRatings ?? '')],
    [listingLabels.ratings, (listing) => String(listing.ratings ?? '')],
  ],
  fieldWords: {
    companyName: listingLabels.companyName,
    picture: listingLabels.photo,
    shortDescription: listingLabels.shortDescription,
    briefDescription: listingLabels.briefDescription,
    location: listingLabels.location,
    'contactDetails phone': listingLabels.phone,
    'contactDetails email': listingLabels.email,
    website: listingLabels.website,
    companyRatings: listingLabels.rating,
    ratings: listingLabels.ratings,
  },
};
