import { z } from 'zod';
import { TEAM_ROLES } from '@/content/schema/rules';
import type { SocialIconName } from '@/content/schema/site';
import type { TeamMember } from '@/content/schema/team';
import { entryFields, textField, type KindForm } from './form-kinds';

// A team member's form: the name, a role from the list, the photo and up to four social links (the site, and its
// icon, chosen from a list; the address typed or pasted).

export const personLabels = { name: 'Name', role: 'Role', photo: 'Photo', links: 'Social links' } as const;

/** The sites a link may point to, with the icon the page draws for each. */
export const socialSites = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['youtube', 'YouTube'],
  ['tiktok', 'TikTok'],
  ['whatsapp', 'WhatsApp'],
] as const satisfies readonly (readonly [SocialIconName, string])[];

export const SOCIAL_LINK_ROWS = 4;
export const linkField = (row: number, part: 'site' | 'url') => `link-${row + 1}-${part}`;
export const linkLabel = (row: number, part: 'site' | 'url') =>
  `${part === 'site' ? 'Site' : 'Address'} of link ${row + 1}`;

const siteChoice = z.enum(['', ...socialSites.map(([icon]) => icon)], { error: 'Choose a site from the list.' });
const linkShape = Object.fromEntries(
  Array.from({ length: SOCIAL_LINK_ROWS }, (_, row) => [
    [linkField(row, 'site'), siteChoice.optional()],
    [linkField(row, 'url'), textField(linkLabel(row, 'url'), 500).optional()],
  ]).flat(),
) as Record<string, z.ZodOptional<z.ZodString>>;

const schema = z.strictObject({
  ...entryFields,
  name: textField(personLabels.name, 200),
  role: z.enum(TEAM_ROLES, { error: `${personLabels.role} must be one of the list.` }),
  ...linkShape,
});
type Input = z.output<typeof schema>;

export const personForm: KindForm<'person', Input> = {
  schema,
  toData(input, current, photo) {
    const fields = input as unknown as Record<string, string | undefined>;
    const problems: string[] = [];
    const socialLinks: TeamMember['socialLinks'] = [];
    for (let row = 0; row < SOCIAL_LINK_ROWS; row++) {
      const icon = fields[linkField(row, 'site')] ?? '';
      const url = (fields[linkField(row, 'url')] ?? '').trim();
      if (!icon && !url) continue;
      const site = socialSites.find(([name]) => name === icon);
      if (!site) problems.push(`${linkLabel(row, 'site')}: choose the site the address belongs to.`);
      else socialLinks.push({ platform: site[1], url, icon: site[0] });
    }
    const image = photo ? { src: photo.src, width: photo.width, height: photo.height } : current?.image;
    if (!image) problems.push(`${personLabels.photo}: choose a photo of the person.`);
    if (problems.length > 0) return { problems };
    return { data: { name: input.name, role: input.role, image: image!, socialLinks } };
  },
  toFields: (person) => ({
    name: person.name,
    role: person.role,
    ...Object.fromEntries(
      person.socialLinks.flatMap((link, row) => [
        [linkField(row, 'site'), link.icon],
        [linkField(row, 'url'), link.url],
      ]),
    ),
  }),
  facts: [
    [personLabels.name, (person) => person.name],
    [personLabels.role, (person) => person.role],
    [personLabels.photo, (person) => person.image.src],
    [personLabels.links, (person) => person.socialLinks.map((link) => `${link.platform} ${link.url}`).join(', ')],
  ],
  fieldWords: { name: personLabels.name, role: personLabels.role, picture: personLabels.photo },
};
