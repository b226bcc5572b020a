import { ArrowUpDown, Search } from 'lucide-react';
import { useEffect } from 'react';
import {
  AVATAR_FILTERS,
  AVATAR_SORTS,
  type AvatarFilter,
  type AvatarSort,
  ZAvatarSearchForm,
} from '../../../../shared/contracts/avatars.ts';
import { Container } from '../../../components/layout/container.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Form, TextField, useZodForm } from '../../../components/ui/form.tsx';
import { Label } from '../../../components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { ChipButton } from './chip-button.tsx';

const FILTER_LABELS: Record<AvatarFilter, string> = {
  all: 'All',
  trending: 'Trending',
  new: 'New',
  popular: 'Popular',
};
const SORT_LABELS: Record<AvatarSort, string> = {
  recent: 'Recent',
  popular: 'Popular',
  trending: 'Trending',
  engagement: 'Engagement',
};

export interface AvatarFilterBarProps {
  search: string;
  filter: AvatarFilter;
  sort: AvatarSort;
  onSearch: (search: string) => void;
  onFilterChange: (filter: AvatarFilter) => void;
  onSortChange: (sort: AvatarSort) => void;
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
  const form = useZodForm(ZAvatarSearchForm, { search });
  const { reset } = form;
  // A search cleared or changed elsewhere (Clear search, back button) shows in the box.
  useEffect(() => reset({ search }), [reset, search]);

  return (
    <div className="sticky top-16 z-30 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <Container className="grid grid-cols-1 gap-2 py-2 sm:gap-3 sm:py-3 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center">
        <Form
          form={form}
          onSubmit={(values) => onSearch(values.search.trim())}
          role="search"
          aria-label="Search avatars"
          className="flex items-start gap-2"
        >
          <TextField
            name="search"
            type="search"
            label={<span className="sr-only">Search avatars</span>}
            placeholder="Search avatars..."
            autoComplete="off"
            enterKeyHint="search"
            className="min-w-0 flex-1 gap-0"
          />
          <Button type="submit">
            <Search aria-hidden="true" />
            Search
          </Button>
        </Form>
        <div className="flex items-center gap-2 sm:justify-between sm:gap-3 lg:justify-end">
          <fieldset className="-ml-1 flex min-w-0 flex-1 gap-1.5 overflow-x-auto py-1 pl-1 sm:flex-none sm:overflow-visible">
            <legend className="sr-only">Filter avatars</legend>
            {AVATAR_FILTERS.map((value) => (
              <ChipButton key={value} pressed={filter === value} onClick={() => onFilterChange(value)}>
                {FILTER_LABELS[value]}
              </ChipButton>
            ))}
          </fieldset>
          <div className="flex shrink-0 items-center gap-2">
            <Label htmlFor="avatar-sort" className="sr-only whitespace-nowrap text-muted-foreground sm:not-sr-only">
              Sort by
            </Label>
            <Select value={sort} onValueChange={(v) => onSortChange(v as AvatarSort)}>
              <SelectTrigger id="avatar-sort" className="h-9 w-32 sm:w-40">
                <ArrowUpDown aria-hidden="true" className="size-4 shrink-0 opacity-60 sm:hidden" />
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {AVATAR_SORTS.map((value) => (
                  <SelectItem key={value} value={value}>
                    {SORT_LABELS[value]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
      </Container>
    </div>
  );
}
