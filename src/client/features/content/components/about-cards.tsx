import { useId, useState } from 'react';
import type { ContentItem } from '../../../../shared/contracts/content.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { aboutCards } from '../lib/content-feeds.ts';
import { ContentTile } from './content-tile.tsx';

/** The intro / favourite-topics card: its text folds open with 'Read More' / 'Read Less'. */
function ReadMoreCard({ item }: { item: ContentItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{item.title}</CardTitle>
        <CardDescription>{item.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {open && item.contentDetails ? (
          <p id={id} className="leading-relaxed whitespace-pre-line text-pretty">
            {item.contentDetails}
          </p>
        ) : null}
        {item.contentDetails ? (
          <Button
            variant="link"
            className="justify-self-start px-0"
            aria-expanded={open}
            aria-controls={open ? id : undefined}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? 'Read Less' : 'Read More'}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** About tab (spec §2): the intro and favourite-topics cards, then the premium content. */
export function AboutContent({
  items,
  loading,
  description,
  onOpen,
}: {
  items: ContentItem[];
  loading: boolean;
  /** Shown when the avatar has no intro card yet. */
  description: string;
  onOpen: (item: ContentItem) => void;
}) {
  if (loading) {
    return (
      <div className="grid gap-4" aria-hidden="true">
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  }
  const { intro, favoriteTopics, premium } = aboutCards(items);
  return (
    <div className="grid gap-6">
      {intro ? (
        <ReadMoreCard item={intro} />
      ) : (
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <p className="leading-relaxed text-pretty">{description}</p>
          </CardContent>
        </Card>
      )}
      {favoriteTopics ? <ReadMoreCard item={favoriteTopics} /> : null}
      {premium.length > 0 ? (
        <section aria-labelledby="about-premium" className="grid gap-3">
          <h2 id="about-premium" className="text-lg font-semibold">
            Premium content
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {premium.map((item) => (
              <li key={item.id}>
                <ContentTile item={item} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
