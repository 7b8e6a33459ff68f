import { z } from 'zod';
import { FOUNDER_TITLE, TEAM_ROLES } from '@/content/schema/rules';
import {
  entryField,
  describeNamed,
  httpsUrl,
  oneOf,
  sizedPicture,
  text,
  typedAs,
  uniqueBy,
} from '@/content/schema/fields';
import type { SocialIconName } from '@/content/schema/site';

// The team on /about (content/team.ts) and the founder (content/founder.ts): the checks the build runs, and the
// types the code reads.

const socialLink = z.object({
  /** Shown to screen readers: "{name} on {platform}". */
  platform: text,
  url: httpsUrl,
  /** Checked as text that is not empty, as it always was; the type holds it to the icons the site can draw. */
  icon: typedAs<SocialIconName>(text),
});

export const teamMemberSchema = z.object({
  name: text,
  /**
   * One of the roles in content/schema/rules.ts. Typed as any text, looser than the check on purpose: a mistyped
   * role then gets the build's plain message rather than a TypeScript error.
   */
  role: oneOf<string>(TEAM_ROLES),
  /** A photo in public/. Its size is read from the file; width and height here are optional and not needed. */
  image: sizedPicture,
  socialLinks: z.array(socialLink),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamListSchema = z.array(teamMemberSchema);
export const teamNamesSchema = z
  .array(z.unknown())
  .superRefine(uniqueBy((item) => String(entryField(item, 'name')), 'name', describeNamed('name')));

export const founderSchema = z.object({
  name: text,
  title: z.literal(FOUNDER_TITLE, { error: `must be '${FOUNDER_TITLE}'` }),
  /** A photo in public/. Its size is read from the file; width and height here are optional and not needed. */
  image: sizedPicture,
  /** One entry a paragraph. Small screens show the first 150 characters and a Read More button. */
  biography: z.array(text).min(1, { error: 'needs at least one paragraph' }),
});
export type Founder = z.infer<typeof founderSchema>;
