import { cn } from '../../../lib/cn.ts';

/** Explore's category buttons: 'all' plus every category present in the data (spec §2). */
export function CategoryFilter({
  categories,
  value,
  onChange,
}: {
  categories: string[];
  value: string;
  onChange: (category: string) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Category</legend>
      {['all', ...categories].map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={value === category}
          onClick={() => onChange(category)}
          className={cn(
            'h-9 rounded-full border px-3.5 text-sm font-medium capitalize transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            value === category
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-input bg-card text-foreground hover:bg-accent',
          )}
        >
          {category}
        </button>
      ))}
    </fieldset>
  );
}
