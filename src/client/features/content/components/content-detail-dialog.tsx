import { MessageCircle } from 'lucide-react';
import { useEffect } from 'react';
import type { ContentItem } from '../../../../shared/contracts/content.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { useRecordContentView } from '../api/record-content-view.ts';
import { relativeDate } from '../lib/content-feeds.ts';
import { ContentBadge, ContentCounts } from './content-tile.tsx';
import { LikeToggle } from './like-toggle.tsx';

export interface ContentAvatar {
  id: number;
  name: string;
  image: string;
}

/**
 * An unlocked item in full (spec §2): image, type or Premium badge, date, title,
 * description, full text, counts, the avatar and 'Chat Now'. Opening it counts a view;
 * a member can like it (a guest is invited to sign in).
 */
export function ContentDetailDialog({
  item,
  avatar,
  signedIn,
  onClose,
}: {
  item: ContentItem | null;
  avatar: ContentAvatar;
  signedIn: boolean;
  onClose: () => void;
}) {
  const recordView = useRecordContentView(avatar.id);
  const { mutate } = recordView;
  const itemId = item?.id;
  useEffect(() => {
    if (itemId !== undefined) mutate(itemId);
  }, [itemId, mutate]);

  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item ? (
        <DialogContent className="max-w-2xl p-0" data-testid="content-dialog">
          {item.imageUrl ? (
            <img
              src={item.imageUrl}
              alt=""
              width={1600}
              height={900}
              className="aspect-video w-full rounded-t-2xl bg-muted object-cover"
            />
          ) : null}
          <div className="grid gap-4 p-6 pt-2">
            <div className="flex flex-wrap items-center gap-3">
              <ContentBadge item={item} />
              <span className="text-sm text-muted-foreground">{relativeDate(item.publishedAt)}</span>
            </div>
            <DialogTitle className="text-2xl leading-tight text-balance">{item.title}</DialogTitle>
            <DialogDescription className="text-base">{item.description}</DialogDescription>
            {item.contentDetails ? (
              <div className="text-[0.95rem] leading-relaxed whitespace-pre-line text-pretty">
                {item.contentDetails}
              </div>
            ) : null}
            <div className="flex flex-wrap items-center justify-between gap-3">
              <ContentCounts item={item} className="text-sm" />
              <LikeToggle avatarId={avatar.id} contentId={item.id} signedIn={signedIn} />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
              <div className="flex items-center gap-3">
                <img
                  src={avatar.image}
                  alt=""
                  width={40}
                  height={53}
                  className="h-[3.25rem] w-10 rounded-lg bg-muted object-cover"
                />
                <span className="font-semibold">{avatar.name}</span>
              </div>
              <Button asChild>
                <Link to={`/avatar-chat/${avatar.id}`}>
                  <MessageCircle aria-hidden="true" />
                  Chat Now
                </Link>
              </Button>
            </div>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
