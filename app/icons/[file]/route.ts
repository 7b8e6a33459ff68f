import { appIcons, drawAppIcon, type AppIconFile } from '@/lib/pwa/app-icons';

// The manifest's icons, drawn once at build time and served as files.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(appIcons).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  // Next serves only the files listed above; a name outside them is answered here too, should it ever get through.
  if (!Object.hasOwn(appIcons, file)) return new Response('Not found', { status: 404 });
  const png = await drawAppIcon(file as AppIconFile);
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=604800' },
  });
}
