import type { Metadata } from 'next';

export const DEFAULT_SITE_URL = 'http://localhost:3000';

export function siteUrl(): URL {
  try {
    return new URL(process.env.SITE_URL || DEFAULT_SITE_URL);
  } catch {
    return new URL(DEFAULT_SITE_URL);
  }
}

interface PageMetaInput {
  title: string;
  description: string;
  path: string;
}

// Every page states its own title, description and canonical address the same way.
export function pageMetadata({ title, description, path }: PageMetaInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path },
    twitter: { title, description },
  };
}
