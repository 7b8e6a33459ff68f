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
import * as catalogue from '@/content/schema/catalogue-schemas';
import * as pages from '@/content/schema/page-schemas';

// Which schema checks which part of which file in content/.

export function contentTargets(): ContentTarget[] {
  return [...catalogueTargets(catalogue.describeNamed), ...pageTargets(catalogue.describeNamed)];
}

/** The lists staff change most: products, team, videos and member businesses. */
function catalogueTargets(named: typeof catalogue.describeNamed): ContentTarget[] {
  return [
    {
      file: 'content/products.ts',
      value: products.products,
      schemas: [catalogue.productListSchema, catalogue.productIdsSchema],
      entry: catalogue.describeProduct,
    },
    {
      file: 'content/team.ts',
      value: team.teamMembers,
      schemas: [catalogue.teamListSchema, catalogue.teamNamesSchema],
      entry: named('name'),
    },
    { file: 'content/founder.ts', value: founder.founder, schemas: [catalogue.founderSchema], name: 'founder' },
    {
      file: 'content/videos.ts',
      value: videos.videos,
      schemas: [catalogue.videoListSchema, catalogue.videoUrlsSchema],
      entry: catalogue.describeVideo,
    },
    {
      file: 'content/videos.ts',
      value: videos.campingSection.images,
      schemas: [catalogue.teachingImageSchema.array()],
      entry: (_, index) => `camping picture ${index + 1}`,
    },
    {
      file: 'content/directory.ts',
      value: directory.directoryListings,
      schemas: [catalogue.listingListSchema, catalogue.listingNamesSchema],
      entry: named('companyName'),
    },
  ];
}

/** The pages' words, the assessments, the organisation's details and how orders are delivered. */
function pageTargets(named: typeof catalogue.describeNamed): ContentTarget[] {
  return [
    {
      file: 'content/assessments/lifestyle.ts',
      value: lifestyle.lifestyleStatements,
      schemas: [pages.lifestyleSchema],
      name: 'lifestyleStatements',
    },
    {
      file: 'content/assessments/stressors.ts',
      value: stressors.stressorCategories,
      schemas: [pages.stressorsSchema],
      entry: named('name'),
      name: 'stressorCategories',
    },
    {
      file: 'content/assessments/care-centre.ts',
      value: careCentre.careCentre.cards.items,
      schemas: [pages.careCardsSchema],
      entry: named('title'),
    },
    { file: 'content/pages/home.ts', value: home.homePage, schemas: [pages.contentPageSchema], name: 'homePage' },
    {
      file: 'content/pages/services.ts',
      value: services.servicesPage,
      schemas: [pages.contentPageSchema],
      name: 'servicesPage',
    },
    { file: 'content/pages/krada.ts', value: krada.kradaPage, schemas: [pages.contentPageSchema], name: 'kradaPage' },
    {
      file: 'content/contact.ts',
      value: contact.contactBannerSlides,
      schemas: [pages.bannerSlidesSchema],
      entry: named('title'),
    },
    { file: 'content/site.ts', value: site.site, schemas: [pages.siteSchema], name: 'site' },
    {
      file: 'content/delivery.ts',
      value: delivery.delivery.pickup,
      schemas: [pages.deliveryPickupSchema],
      name: 'pickup',
    },
    {
      file: 'content/delivery.ts',
      value: delivery.delivery.zones,
      schemas: [pages.deliveryZonesSchema],
      entry: named('name'),
    },
    {
      file: 'content/navigation.ts',
      value: [...navigation.mainNavigation, ...navigation.moreNavigation],
      schemas: [pages.navigationSchema],
      entry: named('label'),
    },
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
