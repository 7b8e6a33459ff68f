interface CategoryFilterProps {
  categories: readonly string[];
  selected: string;
  onSelect: (category: string) => void;
}

export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  return (
    <div role="group" aria-label="Filter products by category" className="flex flex-wrap justify-center gap-2">
      {categories.map((category) => {
        const active = category === selected;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(category)}
            className={`rounded-full border px-4 py-1.5 text-sm font-medium transition-colors ${
              active
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:bg-brand-50'
            }`}
          >
            {category}
          </button>
        );
      })}
    </div>
  );
}
