import Link from 'next/link';

interface CategoryFilterProps {
  /** Each chip's label and address, 'All' first. */
  chips: readonly { label: string; href: string }[];
  selected: string;
}

// Each category is its own prerendered address, so a chip is a plain link; choosing one opens its first page.
export function CategoryFilter({ chips, selected }: CategoryFilterProps) {
  return (
    <nav aria-label="Filter products by category" className="flex flex-wrap justify-center gap-2">
      {chips.map(({ label, href }) => {
        const active = label === selected;
        return (
          <Link
            key={label}
            href={href}
            prefetch={false}
            aria-current={active ? 'page' : undefined}
            className={`rounded-full border px-4 py-1.5 text-sm font-medium transition-colors ${
              active
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:bg-brand-50'
            }`}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
