import { Eye, Heart, Lock, MessageCircle } from 'lucide-react';
import type { ContentItem } from '../../../../shared/contracts/content.ts';
import { formatCount } from '../../../../shared/figures.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { cn } from '../../../lib/cn.ts';
import { relativeDate, TYPE_LABELS } from '../lib/content-feeds.ts';
import { type LockedItemActions, useLockedItemActions } from './locked-item-actions.tsx';

export function ContentCounts({ item, className }: { item: ContentItem; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground', className)}>
      <li className="flex items-center gap-1">
        <Eye aria-hidden="true" className="size-3.5" />
        {formatCount(item.views)} <span className="sr-only">views</span>
      </li>
      <li className="flex items-center gap-1">
        <Heart aria-hidden="true" className="size-3.5" />
        {formatCount(item.likes)} <span className="sr-only">likes</span>
      </li>
      <li className="flex items-center gap-1">
        <MessageCircle aria-hidden="true" className="size-3.5" />
        {formatCount(item.comments)} <span className="sr-only">comments</span>
      </li>
    </ul>
  );
}

export function ContentBadge({ item }: { item: ContentItem }) {
  return item.isPreview ? (
    <Badge variant="secondary">{TYPE_LABELS[item.type]}</Badge>
  ) : (
    <Badge>
      <Lock aria-hidden="true" />
      {item.tier === 'vip' ? 'VIP' : 'Premium'}
    </Badge>
  );
}

/** What the lock over a locked item says: NQW access (coming soon) or a subscription. */
function lockLabel(item: ContentItem, actions: LockedItemActions | null): string {
  if (item.area === 'wife') return 'Get NQW Access';
  if (!actions?.onSubscribe) return 'Log in to subscribe';
  if (actions.entitledTier !== null) return 'For VIP subscribers';
  return item.tier === 'vip' ? 'Subscribe (VIP) to unlock' : 'Subscribe to unlock';
}

/**
 * One feed item. An unlocked item opens its detail dialog. A locked one shows the server's
 * blurred preview and the creator's teaser only (it carries no picture of its own): an NQW
 * item leads to /nqw with 'Get NQW Access' (spec §2); a general-area one invites a member
 * to subscribe and sends a guest to log in.
 */
export function ContentTile({ item, onOpen }: { item: ContentItem; onOpen: (item: ContentItem) => void }) {
  const actions = useLockedItemActions();
  const label = lockLabel(item, actions);
  const src = item.locked ? item.previewUrl : item.imageUrl;
  const image = src ? (
    <img
      src={src}
      alt=""
      width={1600}
      height={900}
      loading="lazy"
      decoding="async"
      className={cn(
        'size-full object-cover transition-transform duration-500',
        // The preview is a few pixels wide: softened so it reads as a blur, not as squares.
        item.locked ? 'scale-110 blur-md' : 'group-hover:scale-[1.03]',
      )}
    />
  ) : null;
  const body = (
    <>
      <div className="relative aspect-video overflow-hidden bg-gradient-to-br from-hero-from to-hero-to">
        {image}
        {item.locked ? (
          <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-background/40 text-center">
            <Lock aria-hidden="true" className="size-6" />
            <span className="rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground shadow">
              {label}
            </span>
          </span>
        ) : null}
      </div>
      <span className="grid gap-2 p-4 text-left">
        <span className="flex items-center justify-between gap-2">
          <ContentBadge item={item} />
          <span className="text-xs text-muted-foreground">{relativeDate(item.publishedAt)}</span>
        </span>
        <span data-slot="content-title" className="line-clamp-2 font-semibold leading-snug">
          {item.title}
        </span>
        <span className="line-clamp-2 text-sm text-muted-foreground">{item.description}</span>
        <ContentCounts item={item} />
      </span>
    </>
  );
  const classes =
    'group relative flex h-full w-full flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
  if (item.locked && item.area === 'life' && actions?.entitledTier) {
    // Subscribed already, to a tier that does not open it: nothing to press.
    return (
      <article className={classes} aria-label={`${item.title}: premium, ${label}`}>
        {body}
      </article>
    );
  }
  if (item.locked && item.area === 'life' && actions?.onSubscribe) {
    return (
      <button
        type="button"
        className={classes}
        onClick={actions.onSubscribe}
        aria-label={`${item.title}: premium, ${label}`}
      >
        {body}
      </button>
    );
  }
  if (item.locked) {
    const to = item.area === 'wife' ? '/nqw' : (actions?.loginPath ?? '/login');
    return (
      <Link to={to} className={classes} aria-label={`${item.title}: premium, ${label}`}>
        {body}
      </Link>
    );
  }
  return (
    <button type="button" className={classes} onClick={() => onOpen(item)} aria-haspopup="dialog">
      {body}
    </button>
  );
}
