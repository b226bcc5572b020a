import { ChipButton } from './chip-button.tsx';

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
        <ChipButton
          key={category}
          pressed={value === category}
          onClick={() => onChange(category)}
          className="capitalize"
        >
          {category}
        </ChipButton>
      ))}
    </fieldset>
  );
}
