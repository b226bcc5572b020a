import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { CONTENT_TABS, type ContentTab, type CreatorContent } from '../../../../shared/contracts/creator-content.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreatorContent } from '../api/list-creator-content.ts';
import { ContentCard } from './content-card.tsx';
import { ContentStatsDialog } from './content-stats-dialog.tsx';
import { DeleteContentDialog } from './delete-content-dialog.tsx';
import { EditContentDialog } from './edit-content-dialog.tsx';

const TAB_LABELS: Record<ContentTab, string> = {
  all: 'All',
  life: 'Life',
  wife: 'Wife',
  published: 'Published',
  pending: 'Pending',
  drafts: 'Drafts',
};

type Dialog = { kind: 'edit' | 'delete'; item: CreatorContent } | { kind: 'stats'; id: number } | null;

export function ContentDashboard() {
  const [tab, setTab] = useState<ContentTab>('all');
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const content = useCreatorContent(tab, query);
  const [dialog, setDialog] = useState<Dialog>(null);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search content..."
          aria-label="Search content"
          className="pl-9"
        />
      </div>
      <Tabs value={tab} onValueChange={(v) => setTab(v as ContentTab)}>
        <div className="-mx-1 overflow-x-auto px-1 pb-1">
          <TabsList aria-label="Filter content">
            {CONTENT_TABS.map((t) => (
              <TabsTrigger key={t} value={t}>
                {TAB_LABELS[t]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {CONTENT_TABS.map((t) => (
          <TabsContent key={t} value={t}>
            <div aria-live="polite" aria-busy={content.isFetching}>
              {content.isPending ? (
                <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} className="h-72 rounded-2xl" />
                  ))}
                </div>
              ) : content.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  {errorMessage(content.error, 'Could not load your content.')}
                </p>
              ) : content.data.length === 0 ? (
                <div className="rounded-2xl border border-dashed p-10 text-center">
                  <p className="font-medium">{query ? `No content matches "${query}"` : 'No content here yet'}</p>
                  <p className="text-sm text-muted-foreground">
                    {query ? 'Try another search.' : 'Upload something from the Upload Content section.'}
                  </p>
                </div>
              ) : (
                <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                  {content.data.map((item) => (
                    <li key={item.id}>
                      <ContentCard
                        item={item}
                        onEdit={() => setDialog({ kind: 'edit', item })}
                        onStats={() => setDialog({ kind: 'stats', id: item.id })}
                        onDelete={() => setDialog({ kind: 'delete', item })}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </TabsContent>
        ))}
      </Tabs>
      {dialog?.kind === 'edit' ? <EditContentDialog item={dialog.item} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? <DeleteContentDialog item={dialog.item} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'stats' ? <ContentStatsDialog id={dialog.id} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
