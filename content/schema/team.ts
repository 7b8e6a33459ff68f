import type { SocialIconName } from '@/content/schema/site';

/** One of the roles in content/schema/rules.ts; the build checks it, so staff get a plain message. */
type TeamRole = string;

interface TeamSocialLink {
  /** Shown to screen readers: "{name} on {platform}". */
  platform: string;
  url: string;
  icon: SocialIconName;
}

/** A photo in public/. Its size is read from the file; width and height here are optional and not needed. */
interface Photo {
  src: string;
  width?: number;
  height?: number;
}

export interface TeamMember {
  name: string;
  role: TeamRole;
  image: Photo;
  socialLinks: TeamSocialLink[];
}

export interface Founder {
  name: string;
  title: string;
  image: Photo;
  /** One entry a paragraph. Small screens show the first 150 characters and a Read More button. */
  biography: string[];
}
