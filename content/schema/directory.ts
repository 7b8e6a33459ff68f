/** How to reach a business. Either may be null when the business has not shared it. */
interface ContactDetails {
  phone: string | null;
  email: string | null;
}

/** One member business in the directory. */
export interface BusinessListing {
  companyName: string;
  /** A picture in public/, for example '/directory/herbal-clinic.svg'. */
  image: string;
  /** One sentence shown under the name. */
  shortDescription: string;
  contactDetails: ContactDetails;
  /** Town and region, shown after 'Location:'. */
  location: string;
  /** A longer description; each new line starts a new paragraph. */
  briefDescription: string;
  /** Average score out of 5, or null when there are no ratings yet. */
  companyRatings: number | null;
  /** How many people rated the business, or null. */
  ratings: number | null;
  /** The business's own website, or null when it has none. */
  website?: string | null;
}
