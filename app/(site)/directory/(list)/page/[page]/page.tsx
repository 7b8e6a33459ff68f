import { notFound } from 'next/navigation';
import { DirectoryPage } from '@/components/directory/directory-page';
import { directoryPageSize } from '@/content/directory';
import { readListings } from '@/lib/catalogue/catalogue-read';
import { directoryMetadata } from '@/lib/catalogue/directory/directory-pages';
import { laterPageParams, pageFromParam } from '@/lib/site/pagination';

type Props = { params: Promise<{ page: string }> };

// Pages a listing added later needs are rendered on their first request; an address past the last page is 404.
export async function generateStaticParams() {
  return laterPageParams((await readListings()).length, directoryPageSize);
}

async function pageOf({ params }: Props) {
  return pageFromParam((await params).page, (await readListings()).length, directoryPageSize);
}

export async function generateMetadata(props: Props) {
  const page = await pageOf(props);
  return page ? directoryMetadata(page) : {};
}

export default async function Page(props: Props) {
  const page = await pageOf(props);
  if (!page) notFound();
  return <DirectoryPage listings={await readListings()} pageSize={directoryPageSize} page={page} />;
}
