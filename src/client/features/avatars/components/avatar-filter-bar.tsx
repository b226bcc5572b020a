import { Search } from 'lucide-react';
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
import { cn } from '../../../lib/cn.ts';

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
      <Container className="grid gap-3 py-3 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center">
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
        <div className="flex flex-wrap items-center justify-between gap-3 lg:justify-end">
          <fieldset className="flex flex-wrap gap-1.5">
            <legend className="sr-only">Filter avatars</legend>
            {AVATAR_FILTERS.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={filter === value}
                onClick={() => onFilterChange(value)}
                className={cn(
                  'h-9 rounded-full border px-3.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  filter === value
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-input bg-card text-foreground hover:bg-accent',
                )}
              >
                {FILTER_LABELS[value]}
              </button>
            ))}
          </fieldset>
          <div className="flex items-center gap-2">
            <Label htmlFor="avatar-sort" className="whitespace-nowrap text-muted-foreground">
              Sort by
            </Label>
            <Select value={sort} onValueChange={(v) => onSortChange(v as AvatarSort)}>
              <SelectTrigger id="avatar-sort" className="h-9 w-40">
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
