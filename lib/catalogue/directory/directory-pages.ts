import type { Metadata } from 'next';
import { pagePath, pagePaths } from '@/lib/site/pagination';
import { pageMetadata } from '@/lib/site/seo';
import { routes } from '@/content/routes';

export const DIRECTORY_PATH = routes.directory;
/** The page that lists every business at once ('Explore All Directory'). */
export const DIRECTORY_ALL_PATH = `${DIRECTORY_PATH}/all`;

/** The address of a page of the directory: /directory, /directory/page/2, ... */
function directoryPath(page: number): string {
  return pagePath(DIRECTORY_PATH, page);
}

/** Every address of the directory: each page, then the page with every business. */
export function allDirectoryPaths(total: number, pageSize: number): string[] {
  return [...pagePaths(DIRECTORY_PATH, total, pageSize), DIRECTORY_ALL_PATH];
}

const description =
  'A directory of member businesses connecting visitors with Ghana’s sacred community and unique services.';

/** 'Discover Local Businesses', '..., page 2' or '..., all businesses', each with its own address. */
export function directoryMetadata(page: number | 'all'): Metadata {
  const title = 'Discover Local Businesses';
  if (page === 'all') return pageMetadata({ title: `${title}: all businesses`, description, path: DIRECTORY_ALL_PATH });
  return pageMetadata({ title: page > 1 ? `${title}, page ${page}` : title, description, path: directoryPath(page) });
}
