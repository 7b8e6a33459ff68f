/** Links to other sites open in a new tab; site pages, tel: and mailto: links stay in this one. */
export function opensInNewTab(href: string): boolean {
  return /^https?:/.test(href);
}

/** A new tab that gets no handle on this page and is not told which page sent the visitor. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The new-tab attributes for a link to another site, none for any other link. */
export function newTabAttributes(href: string): Partial<typeof NEW_TAB> {
  return opensInNewTab(href) ? NEW_TAB : {};
}
