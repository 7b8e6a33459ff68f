import { notFound } from 'next/navigation';
import { DirectoryPage } from '@/components/directory/directory-page';
import { directoryListings, directoryPageSize } from '@/content/directory';
import { directoryMetadata } from '@/lib/catalogue/directory/directory-pages';
import { laterPageParams, pageFromParam } from '@/lib/site/pagination';

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return laterPageParams(directoryListings.length, directoryPageSize);
}

async function pageOf({ params }: Props) {
  return pageFromParam((await params).page, directoryListings.length, directoryPageSize);
}

export async function generateMetadata(props: Props) {
  const page = await pageOf(props);
  return page ? directoryMetadata(page) : {};
}

export default async function Page(props: Props) {
  const page = await pageOf(props);
  if (!page) notFound();
  return <DirectoryPage listings={directoryListings} pageSize={directoryPageSize} page={page} />;
}
