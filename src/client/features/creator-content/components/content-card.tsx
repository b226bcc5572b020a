import { BarChart3, Eye, FileText, Heart, MessageCircle, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import type { CreatorContent } from '../../../../shared/contracts/creator-content.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { StatusBadge } from './status-badge.tsx';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function ContentCard({
  item,
  onEdit,
  onStats,
  onDelete,
}: {
  item: CreatorContent;
  onEdit: () => void;
  onStats: () => void;
  onDelete: () => void;
}) {
  const published = item.status === 'published';
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="content-card">
      {/* A fixed 16:9 frame: a portrait upload is cropped to it, never stretches its card (and the row). */}
      <div className="relative aspect-video overflow-hidden bg-muted" data-slot="content-card-media">
        {item.thumbnail ? (
          <img
            src={item.thumbnail}
            alt=""
            width={1600}
            height={900}
            loading="lazy"
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <div className="grid size-full place-items-center text-muted-foreground">
            <FileText className="size-8" aria-hidden="true" />
          </div>
        )}
        <div className="absolute top-2 left-2 flex flex-wrap gap-1">
          <Badge variant="secondary">{item.area === 'life' ? 'Life' : 'Wife'}</Badge>
          {item.isPremium ? <Badge>{item.tier === 'vip' ? 'VIP' : 'Premium'}</Badge> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="truncate font-semibold">{item.title}</h3>
            <p className="text-xs text-muted-foreground">
              {item.avatarName} · {item.type} · {dateFormat.format(new Date(item.createdAt))}
            </p>
          </div>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={`Actions for ${item.title}`}>
                <MoreVertical aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={onEdit}>
                <Pencil aria-hidden="true" /> Edit
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={onStats} disabled={!published}>
                <BarChart3 aria-hidden="true" /> View Stats
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={onDelete} className="text-destructive data-[highlighted]:text-destructive">
                <Trash2 aria-hidden="true" /> Delete
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={item.status} />
          {item.status === 'draft' && item.scheduledAt ? (
            <span className="text-xs text-muted-foreground">
              Scheduled for {dateTimeFormat.format(new Date(item.scheduledAt))}
            </span>
          ) : null}
        </div>
        {item.status === 'rejected' && item.rejectionReason ? (
          <p className="rounded-lg bg-destructive/10 p-2 text-sm text-destructive">
            <span className="font-medium">Rejection reason:</span> {item.rejectionReason}
          </p>
        ) : null}
        {published ? (
          <dl className="mt-auto flex gap-4 pt-1 text-sm text-muted-foreground">
            <div className="flex items-center gap-1">
              <dt>
                <Eye className="size-4" aria-label="Views" />
              </dt>
              <dd>{item.views.toLocaleString()}</dd>
            </div>
            <div className="flex items-center gap-1">
              <dt>
                <Heart className="size-4" aria-label="Likes" />
              </dt>
              <dd>{item.likes.toLocaleString()}</dd>
            </div>
            <div className="flex items-center gap-1">
              <dt>
                <MessageCircle className="size-4" aria-label="Comments" />
              </dt>
              <dd>{item.comments.toLocaleString()}</dd>
            </div>
          </dl>
        ) : null}
      </div>
    </Card>
  );
}
