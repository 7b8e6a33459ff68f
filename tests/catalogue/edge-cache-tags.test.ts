/** @jest-environment node */
import { CATALOGUE_TAGS, markCatalogueSql } from '@/edge/cache-tags.mjs';
import { ALL_CATALOGUE_TAGS } from '@/lib/catalogue/catalogue-page-tags';

// A deploy of the Worker marks the catalogue's pages to be rendered again from the database (edge/cache-tags.mjs):
// the pages a catalogue change can touch, as the catalogue itself names them.
describe('the pages a deploy of the Worker renders again', () => {
  test('are the pages the catalogue can change', () => {
    expect(CATALOGUE_TAGS).toEqual(ALL_CATALOGUE_TAGS);
  });

  test('are marked under the build id only, and a build id that is not a plain name is refused', () => {
    expect(markCatalogueSql('bmwwvr6q6')).toContain("('bmwwvr6q6/_N_T_/(site)/layout', ");
    expect(() => markCatalogueSql("x'); drop table revalidations; --")).toThrow('unexpected build id');
  });
});
