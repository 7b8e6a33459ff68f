interface SectionLink {
  id: string;
  title: string;
}

// Quick jumps to each section, so visitors on a phone need not scroll past every video.
export function SectionLinks({ links }: { links: readonly SectionLink[] }) {
  return (
    <nav aria-label="Sections on this page" className="mt-6">
      <ul className="flex flex-wrap justify-center gap-2">
        {links.map((link) => (
          <li key={link.id}>
            <a
              href={`#${link.id}`}
              className="inline-block rounded-full border border-brand-700 bg-white px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-100"
            >
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
