/** Tells screen-reader users that a link opens a new tab; `before` adds what the link leads to. */
export function NewTabNote({ before = '' }: { before?: string }) {
  return <span className="sr-only">{before} (opens in a new tab)</span>;
}
