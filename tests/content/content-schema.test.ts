/**
 * @jest-environment node
 */
import { contentProblems } from '@/lib/site/content-check/check-content';
import { contentScans, contentTargets } from '@/lib/site/content-check/content-targets';
import { DELIVERY_FEE_RANGE, PRICE_RANGE, PRODUCT_CATEGORIES } from '@/content/schema/rules';
import { products } from '@/content/products';
import { teamMembers } from '@/content/team';
import { videos } from '@/content/videos';
import { stressorCategories } from '@/content/assessments/stressors';
import { delivery } from '@/content/delivery';
import type { Product } from '@/content/schema/product';

// Each mistake is made on a copy of the real content, the way a staff member would make it, and must give the
// sentence the build stops with. The real content itself must pass, whatever it lists today.

const nextId = Math.max(...products.map((product) => product.id)) + 1;
const sheaButter: Product = {
  id: nextId,
  name: 'Shea Butter',
  description: 'Raw unrefined shea butter from the north.',
  price: 35,
  currency: 'GHS',
  categories: ['Oil'],
  image_url: products[0].image_url,
  stock_status: 'In Stock',
};

/** What the check says when `file`'s checked value is replaced. */
function problemsWith(file: string, replace: (value: unknown) => unknown): string[] {
  const targets = contentTargets();
  const index = targets.findIndex((target) => target.file === file);
  targets[index] = { ...targets[index], value: replace(structuredClone(targets[index].value)) };
  return contentProblems(targets);
}

/** Loads the module that the root layout imports, with one content file replaced, as `next build` would. */
function buildWith(moduleName: string, exports: Record<string, unknown>): () => void {
  return () =>
    jest.isolateModules(() => {
      jest.doMock(moduleName, () => ({ ...jest.requireActual(moduleName), ...exports }));
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, as a build loads it
        require('@/lib/site/content-check/validate-content');
      } finally {
        jest.dontMock(moduleName);
      }
    });
}

describe('the content in content/', () => {
  it('passes every rule', () => {
    expect(contentProblems(contentTargets(), contentScans())).toEqual([]);
  });
});

describe('a mistake in the content stops the build with a sentence naming the file, the entry and the field', () => {
  afterEach(() => jest.resetModules());

  it('a price out of range', () => {
    const build = buildWith('@/content/products', { products: [...products, { ...sheaButter, price: 500 }] });
    expect(build).toThrow(/^The content has a mistake\. Fix it and build again:\n- /);
    expect(build).toThrow(
      `content/products.ts, product ${nextId} 'Shea Butter': price must be between ${PRICE_RANGE.min} and ${PRICE_RANGE.max} cedis (found 500)`,
    );
  });

  it('an unknown category', () => {
    const build = buildWith('@/content/products', {
      products: [...products, { ...sheaButter, categories: ['Oil', 'Butters'] }],
    });
    expect(build).toThrow(
      `content/products.ts, product ${nextId} 'Shea Butter': category "Butters" is not one of: ${PRODUCT_CATEGORIES.join(', ')}`,
    );
  });

  it('a picture that is not in public/', () => {
    const ama = { ...teamMembers[0], name: 'Ama Serwaa Ofori (new)', image: { src: '/team/ama.jpg' } };
    const build = buildWith('@/content/team', { teamMembers: [...teamMembers, ama] });
    expect(build).toThrow("content/team.ts, 'Ama Serwaa Ofori (new)': picture /team/ama.jpg does not exist in public/");
    expect(
      problemsWith('content/products.ts', (list) => [
        ...(list as Product[]),
        { ...sheaButter, image_url: 'products/shea.jpg' },
      ]),
    ).toEqual([
      `content/products.ts, product ${nextId} 'Shea Butter': picture products/shea.jpg must be a path in public/ starting with '/', e.g. /products/shea-butter.jpg`,
    ]);
  });

  it('two products with the same id', () => {
    const [first] = products;
    const build = buildWith('@/content/products', { products: [...products, { ...sheaButter, id: first.id }] });
    expect(build).toThrow(
      `content/products.ts, product ${first.id} 'Shea Butter': id ${first.id} is already used by product ${first.id} '${first.name}'; each must be different`,
    );
  });

  it('a video link that cannot be read', () => {
    const broken = { ...videos[1], title: 'Drumming lesson', url: 'https://vimeo.com/123456' };
    const build = buildWith('@/content/videos', { videos: [...videos, broken] });
    expect(build).toThrow(
      `content/videos.ts, video ${videos.length + 1} 'Drumming lesson': url "https://vimeo.com/123456" is not a YouTube video address; copy it from the video's Share button (https://youtu.be/...)`,
    );
  });

  it('a team member with a role the roster does not have, and a name used twice', () => {
    const problems = problemsWith('content/team.ts', (list) => [
      ...(list as typeof teamMembers),
      { ...teamMembers[0], role: 'Chief' },
    ]);
    expect(problems).toContain(
      `content/team.ts, '${teamMembers[0].name}': role "Chief" is not one of: Priest, Priestess, Herbalist, Health Care Professional, Reverend`,
    );
    expect(problems).toContain(
      `content/team.ts, '${teamMembers[0].name}': name "${teamMembers[0].name}" is already used by '${teamMembers[0].name}'; each must be different`,
    );
  });

  it('a stressors category with a question too many', () => {
    const build = buildWith('@/content/assessments/stressors', {
      stressorCategories: stressorCategories.map((category, index) =>
        index === 2 ? { ...category, questions: [...category.questions, 'Extra?'] } : category,
      ),
    });
    expect(build).toThrow(
      `content/assessments/stressors.ts, '${stressorCategories[2].name}': questions count must be 4 for '${stressorCategories[2].name}' (found 5)`,
    );
  });

  it('lists every mistake at once, with a line a mistake', () => {
    const build = buildWith('@/content/products', {
      products: [...products, { ...sheaButter, price: 0 }, { ...sheaButter, id: nextId + 1, name: '', price: 12.345 }],
    });
    expect(build).toThrow(/^The content has 3 mistakes\. Fix them and build again:\n- content\/products\.ts/);
    expect(build).toThrow(`product ${nextId + 1} '': name must not be empty`);
    expect(build).toThrow(
      `product ${nextId + 1} '': price must be in cedis with at most two decimals, e.g. 12.5 (found 12.345)`,
    );
  });

  it('a delivery area with a fee out of range, or an id used twice', () => {
    const [first] = delivery.zones;
    const build = buildWith('@/content/delivery', {
      delivery: { ...delivery, zones: [...delivery.zones, { ...first, name: 'Kumasi', fee: 900 }] },
    });
    expect(build).toThrow(
      `content/delivery.ts, 'Kumasi': fee must be between ${DELIVERY_FEE_RANGE.min} and ${DELIVERY_FEE_RANGE.max} cedis (found 900)`,
    );
    expect(build).toThrow(
      `content/delivery.ts, 'Kumasi': id "${first.id}" is already used by '${first.name}'; each must be different`,
    );
  });

  it('a field left out', () => {
    const withoutPrice: Record<string, unknown> = { ...sheaButter };
    delete withoutPrice.price;
    expect(problemsWith('content/products.ts', (list) => [...(list as Product[]), withoutPrice])).toEqual([
      `content/products.ts, product ${nextId} 'Shea Butter': price is missing`,
    ]);
  });
});

describe('the teachings page keeps its shape', () => {
  it('needs an uncategorised first video and a forest video', () => {
    const problems = problemsWith('content/videos.ts', (list) =>
      (list as typeof videos).map((video) => ({ ...video, category: 'FOOD' })),
    );
    expect(problems).toContain(
      `content/videos.ts, video 1 '${videos[0].title}': category must be left out: the first video opens the page (KRADA & AKWASIDAE)`,
    );
    expect(problems).toContain(
      "content/videos.ts: needs at least one video with category 'hiking in forest' for the forest section",
    );
  });
});
