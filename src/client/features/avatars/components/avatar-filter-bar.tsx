import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  AVATAR_SEARCH_MAX,
  AVATAR_SEARCH_MAX_MESSAGE,
  type AvatarFilter,
  type AvatarSort,
} from '../../../../shared/constants.ts';
import { Container } from '../../../components/layout/container.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { AvatarSortSelect } from './avatar-sort-select.tsx';
import { FilterChipRow } from './filter-chip-row.tsx';

export interface AvatarFilterBarProps {
  search: string;
  filter: AvatarFilter;
  sort: AvatarSort;
  onSearch: (search: string) => void;
  onFilterChange: (filter: AvatarFilter) => void;
  onSortChange: (sort: AvatarSort) => void;
}

function searchError(text: string): string | undefined {
  return text.length > AVATAR_SEARCH_MAX ? AVATAR_SEARCH_MAX_MESSAGE : undefined;
}

/**
 * The search box with its Search button. It is Home's only form and sits above the fold,
 * so it checks its one rule (the server's length limit) itself instead of loading
 * react-hook-form and zod with the first page; it behaves like the shared Form: checked on
 * submit (focusing the box), then on every change, never on blur (a message appearing
 * then would push the filter chips down under a pointer that is pressing one).
 */
function SearchForm({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(search);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  // A search cleared or changed elsewhere (Clear search, back button) shows in the box.
  useEffect(() => {
    setText(search);
    setSubmitted(false);
    setError(undefined);
  }, [search]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = searchError(text);
    setSubmitted(true);
    setError(problem);
    if (problem) input.current?.focus();
    else onSearch(text.trim());
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the landmark is the form itself (Enter submits), as before
    <form noValidate onSubmit={submit} role="search" aria-label="Search avatars" className="flex items-start gap-2">
      <div className="grid min-w-0 flex-1" data-slot="form-field">
        <Label htmlFor={id}>
          <span className="sr-only">Search avatars</span>
        </Label>
        <Input
          ref={input}
          id={id}
          name="search"
          type="search"
          placeholder="Search avatars..."
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (submitted) setError(searchError(event.target.value));
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}

/** Home's sticky bar: search box with its Search button, the filter chips and 'Sort by'. */
export function AvatarFilterBar({
  search,
  filter,
  sort,
  onSearch,
  onFilterChange,
  onSortChange,
}: AvatarFilterBarProps) {
  return (
    <div className="sticky top-16 z-30 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <Container className="grid grid-cols-1 gap-2 py-2 sm:gap-3 sm:py-3 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center">
        <SearchForm search={search} onSearch={onSearch} />
        <div className="flex items-center gap-2 sm:justify-between sm:gap-3 lg:justify-end">
          <FilterChipRow filter={filter} onFilterChange={onFilterChange} />
          <div className="flex shrink-0 items-center gap-2">
            <Label htmlFor="avatar-sort" className="sr-only whitespace-nowrap text-muted-foreground sm:not-sr-only">
              Sort by
            </Label>
            <AvatarSortSelect id="avatar-sort" sort={sort} onSortChange={onSortChange} />
          </div>
        </div>
      </Container>
    </div>
  );
}
