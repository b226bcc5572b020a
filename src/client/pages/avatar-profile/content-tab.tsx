import type { AvatarProfile } from '../../../shared/contracts/avatars.ts';
import type { ContentItem } from '../../../shared/contracts/content.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ContentCarousel } from '../../features/content/components/content-carousel.tsx';
import { buildFeeds } from '../../features/content/lib/content-feeds.ts';

/** Shown when an avatar has not listed interests of its own (the spec's fixed list). */
const DEFAULT_INTERESTS = ['Art', 'Philosophy', 'Music', 'Travel', 'Literature'];

/** Content tab (spec §2): description, interests and the three content feeds. */
export function ContentTab({
  avatar,
  items,
  loading,
  onOpen,
}: {
  avatar: AvatarProfile;
  items: ContentItem[];
  loading: boolean;
  onOpen: (item: ContentItem) => void;
}) {
  const feeds = buildFeeds(items);
  const interests = avatar.interests.length > 0 ? avatar.interests : DEFAULT_INTERESTS;
  const firstName = avatar.name.split(' ')[0] ?? avatar.name;
  const feedProps = { loading, avatarName: avatar.name, onOpen };
  return (
    <div className="grid grid-cols-1 gap-8">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle>About {firstName}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="leading-relaxed text-pretty">{avatar.description}</p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Interests</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-wrap gap-2">
              {interests.map((interest) => (
                <li key={interest} className="rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground">
                  {interest}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
      <ContentCarousel title="Recent Updates" items={feeds.recent} {...feedProps} />
      <ContentCarousel title="Popular Content" items={feeds.popular} {...feedProps} />
      <ContentCarousel title="Premium Exclusives" items={feeds.premium} {...feedProps} />
    </div>
  );
}
