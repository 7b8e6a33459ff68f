import { ImageResponse } from 'next/og';
import { site } from '@/content/site';
import { SHARE_IMAGE } from '@/lib/site/seo';

// The picture shown when a page is shared (Open Graph, and Twitter/X, which falls back to it).
// Drawn at build time with the font next/og bundles, so it needs no network.
export const alt = SHARE_IMAGE.alt;
export const size = { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height };
export const contentType = SHARE_IMAGE.type;

export default function OpengraphImage() {
  return new ImageResponse(
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
    </div>,
    size,
  );
}
