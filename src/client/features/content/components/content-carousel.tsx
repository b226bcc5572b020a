import type { ContentItem } from '../../../../shared/contracts/content.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ContentTile } from './content-tile.tsx';

export function FeedEmpty({ avatarName }: { avatarName: string }) {
  return (
    <div className="rounded-2xl border border-dashed bg-card/50 px-6 py-8 text-center">
      <p className="font-medium">No content available yet.</p>
      <p className="text-sm text-muted-foreground">Check back soon for updates from {avatarName}.</p>
    </div>
  );
}

/** A horizontal carousel of up to 4 feed items (spec §2 'Content feeds'). */
export function ContentCarousel({
  title,
  items,
  loading,
  avatarName,
  onOpen,
}: {
  title: string;
  items: ContentItem[];
  loading: boolean;
  avatarName: string;
  onOpen: (item: ContentItem) => void;
}) {
  const id = `feed-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="grid min-w-0 grid-cols-1 gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {loading ? (
        <div className="flex gap-4 overflow-hidden">
          {[0, 1, 2].map((k) => (
            <Skeleton key={k} className="h-72 w-72 shrink-0 rounded-2xl" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <FeedEmpty avatarName={avatarName} />
      ) : (
        <ul className="relative -mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:px-0">
          {items.map((item) => (
            <li key={item.id} className="w-[17.5rem] shrink-0 snap-start sm:w-72">
              <ContentTile item={item} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
