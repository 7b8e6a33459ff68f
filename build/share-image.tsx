import { site } from '@/content/site';

// The picture shown when a page is shared (lib/site/seo.ts's SHARE_IMAGE), drawn once per build into public/ by
// draw-pictures.ts with next/og and the font it bundles, so it needs no network. Drawn by the build
// rather than by a route: a route would put next/og's renderer (WebAssembly and a font, 0.75 MiB compressed) into
// the server code of every page, and into the Worker.

export function shareImageElement() {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '0 96px',
        background: '#11301d',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 32 }}>
        <svg width="140" height="140" viewBox="0 0 40 40">
          <circle cx="20" cy="20" r="19" fill="#c8962e" />
          <circle cx="20" cy="15" r="6" fill="#11301d" />
          <path d="M8 30c6-9 18-9 24 0-6 3-18 3-24 0z" fill="#11301d" />
        </svg>
        <div style={{ fontSize: 120, letterSpacing: 4, color: '#e7c67a' }}>{site.brand}</div>
      </div>
      <div style={{ marginTop: 48, fontSize: 56, lineHeight: 1.2 }}>{site.brandFull}</div>
      <div style={{ marginTop: 20, fontSize: 36, lineHeight: 1.35, color: '#d5eadb' }}>{site.tagline}</div>
    </div>
  );
}
