import type { z } from 'zod';
import * as contact from '@/content/contact';
import * as delivery from '@/content/delivery';
import * as directory from '@/content/directory';
import * as founder from '@/content/founder';
import * as messages from '@/content/messages';
import * as navigation from '@/content/navigation';
import * as products from '@/content/products';
import * as site from '@/content/site';
import * as social from '@/content/social';
import * as team from '@/content/team';
import * as videos from '@/content/videos';
import * as careCentre from '@/content/assessments/care-centre';
import * as lifestyle from '@/content/assessments/lifestyle';
import * as stressors from '@/content/assessments/stressors';
import * as callsToAction from '@/content/pages/calls-to-action';
import * as home from '@/content/pages/home';
import * as krada from '@/content/pages/krada';
import * as services from '@/content/pages/services';
import type { ContentTarget, PictureScan } from '@/lib/site/content-check/check-content';
import { describeNamed } from '@/content/schema/fields';
import * as assessmentSchemas from '@/content/schema/assessment';
import * as deliverySchemas from '@/content/schema/delivery';
import * as directorySchemas from '@/content/schema/directory';
import * as pageSchemas from '@/content/schema/pages';
import * as productSchemas from '@/content/schema/product';
import * as siteSchemas from '@/content/schema/site';
import * as teamSchemas from '@/content/schema/team';
import * as videoSchemas from '@/content/schema/video';

// Which schema checks which part of which file in content/.

export function contentTargets(): ContentTarget[] {
  return [...catalogueTargets(), ...pageTargets(), ...textTargets()];
}

/** The lists staff change most: products, team, videos and member businesses. */
function catalogueTargets(): ContentTarget[] {
  return [
    {
      file: 'content/products.ts',
      value: products.products,
      schemas: [productSchemas.productListSchema, productSchemas.productIdsSchema],
      entry: productSchemas.describeProduct,
    },
    {
      file: 'content/team.ts',
      value: team.teamMembers,
      schemas: [teamSchemas.teamListSchema, teamSchemas.teamNamesSchema],
      entry: describeNamed('name'),
    },
    { file: 'content/founder.ts', value: founder.founder, schemas: [teamSchemas.founderSchema], name: 'founder' },
    {
      file: 'content/videos.ts',
      value: videos.videos,
      schemas: [videoSchemas.videoListSchema, videoSchemas.videoUrlsSchema],
      entry: videoSchemas.describeVideo,
    },
    {
      file: 'content/videos.ts',
      value: videos.campingSection.images,
      schemas: [videoSchemas.teachingImageSchema.array()],
      entry: (_, index) => `camping picture ${index + 1}`,
    },
    {
      file: 'content/directory.ts',
      value: directory.directoryListings,
      schemas: [directorySchemas.listingListSchema, directorySchemas.listingNamesSchema],
      entry: describeNamed('companyName'),
    },
  ];
}

/** The pages' words, the assessments, the organisation's details and how orders are delivered. */
function pageTargets(): ContentTarget[] {
  return [
    {
      file: 'content/assessments/lifestyle.ts',
      value: lifestyle.lifestyleStatements,
      schemas: [assessmentSchemas.lifestyleSchema],
      name: 'lifestyleStatements',
    },
    {
      file: 'content/assessments/stressors.ts',
      value: stressors.stressorCategories,
      schemas: [assessmentSchemas.stressorsSchema],
      entry: describeNamed('name'),
      name: 'stressorCategories',
    },
    {
      file: 'content/assessments/care-centre.ts',
      value: careCentre.careCentre.cards.items,
      schemas: [assessmentSchemas.careCentreSchema.shape.cards.shape.items],
      entry: describeNamed('title'),
    },
    { file: 'content/pages/home.ts', value: home.homePage, schemas: [pageSchemas.contentPageSchema], name: 'homePage' },
    {
      file: 'content/pages/services.ts',
      value: services.servicesPage,
      schemas: [pageSchemas.contentPageSchema],
      name: 'servicesPage',
    },
    {
      file: 'content/pages/krada.ts',
      value: krada.kradaPage,
      schemas: [pageSchemas.contentPageSchema],
      name: 'kradaPage',
    },
    {
      file: 'content/contact.ts',
      value: contact.contactBannerSlides,
      schemas: [pageSchemas.bannerSlidesSchema],
      entry: describeNamed('title'),
    },
    { file: 'content/site.ts', value: site.site, schemas: [siteSchemas.siteSchema], name: 'site' },
    {
      file: 'content/delivery.ts',
      value: delivery.delivery.pickup,
      schemas: [deliverySchemas.deliverySettingsSchema.shape.pickup],
      name: 'pickup',
    },
    {
      file: 'content/delivery.ts',
      value: delivery.delivery.zones,
      schemas: [deliverySchemas.deliverySettingsSchema.shape.zones],
      entry: describeNamed('name'),
    },
    {
      file: 'content/navigation.ts',
      value: [...navigation.mainNavigation, ...navigation.moreNavigation],
      schemas: [siteSchemas.navigationSchema],
      entry: describeNamed('label'),
    },
  ];
}

/** A value checked as a whole, named in messages by its name in the file. */
const whole = (file: string, name: string, value: unknown, schema: z.ZodType): ContentTarget => ({
  file,
  value,
  schemas: [schema],
  name,
});

/** The other texts, checked for the shape the code reads (most of their fields have no further rule). */
function textTargets(): ContentTarget[] {
  return [
    whole('content/videos.ts', 'openingSection', videos.openingSection, videoSchemas.featuredVideoSectionSchema),
    whole('content/videos.ts', 'hikingSection', videos.hikingSection, videoSchemas.featuredVideoSectionSchema),
    whole('content/videos.ts', 'videoSections', videos.videoSections, videoSchemas.videoSectionsSchema),
    whole('content/contact.ts', 'supportChannels', contact.supportChannels, pageSchemas.contactChannelsSchema),
    whole('content/contact.ts', 'teamContact', contact.teamContact, pageSchemas.teamContactBlockSchema),
    whole('content/social.ts', 'socialLinks', social.socialLinks, siteSchemas.socialLinksSchema),
    whole('content/social.ts', 'phoneLink', social.phoneLink, siteSchemas.socialLinksSchema.element),
    whole(
      'content/assessments/lifestyle.ts',
      'lifestyleTopicNames',
      lifestyle.lifestyleTopicNames,
      assessmentSchemas.lifestyleTopicNamesSchema,
    ),
    whole(
      'content/assessments/stressors.ts',
      'stressBandAdvice',
      stressors.stressBandAdvice,
      assessmentSchemas.stressBandAdviceSchema,
    ),
  ];
}

/** Every file in content/, for the scan of picture paths. */
export function contentScans(): PictureScan[] {
  const files: Record<string, Record<string, unknown>> = {
    'content/contact.ts': contact,
    'content/delivery.ts': delivery,
    'content/directory.ts': directory,
    'content/founder.ts': founder,
    'content/messages.ts': messages,
    'content/navigation.ts': navigation,
    'content/products.ts': products,
    'content/site.ts': site,
    'content/social.ts': social,
    'content/team.ts': team,
    'content/videos.ts': videos,
    'content/assessments/care-centre.ts': careCentre,
    'content/assessments/lifestyle.ts': lifestyle,
    'content/assessments/stressors.ts': stressors,
    'content/pages/calls-to-action.ts': callsToAction,
    'content/pages/home.ts': home,
    'content/pages/krada.ts': krada,
    'content/pages/services.ts': services,
  };
  return Object.entries(files).map(([file, exports]) => ({ file, exports }));
}
