// Plain JavaScript on purpose: with no .ts file here Next leaves TypeScript (and the root tsconfig) alone.
export const metadata = {
  title: 'Hello',
  description: 'A bare Next.js app: the baseline the site is measured against.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
