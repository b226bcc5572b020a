import { BadgeCheck, MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { avatarPortrait } from '../../../../shared/catalogue.ts';
import { CHAT_NAVIGATION_DELAY_MS } from '../../../../shared/constants.ts';
import type { Avatar } from '../../../../shared/contracts/avatars.ts';
import { avatarHandle } from '../../../../shared/handle.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast-store.ts';
import { AvatarImage } from './avatar-image.tsx';
import { FavoriteToggle } from './favorite-toggle.tsx';

export type CardAvatar = Pick<Avatar, 'id' | 'name' | 'tagline' | 'mainImage' | 'profileImage'>;

export interface AvatarCardProps {
  avatar: CardAvatar;
  isFavorite?: boolean;
  /** Pages pass a handler that persists (member or guest); without one the card flips locally (spec §4). */
  onToggleFavorite?: (avatarId: number, next: boolean) => void;
  favoritePending?: boolean;
  /** The first cards on a page load eagerly (they are the largest paint). */
  eager?: boolean;
  /**
   * 'portrait' (the catalogue's card: the 9:12 image on top) or 'row' (the same card laid
   * sideways, a small 9:12 portrait beside the text) for narrow columns such as the dashboard.
   */
  layout?: 'portrait' | 'row';
}

export function AvatarCard({
  avatar,
  isFavorite = false,
  onToggleFavorite,
  favoritePending = false,
  eager,
  layout = 'portrait',
}: AvatarCardProps) {
  const navigate = useNavigate();
  const [localFavorite, setLocalFavorite] = useState(isFavorite);
  const [startingChat, setStartingChat] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setLocalFavorite(isFavorite), [isFavorite]);

  const favorite = onToggleFavorite ? isFavorite : localFavorite;

  const toggleFavorite = () => {
    if (onToggleFavorite) {
      if (!favoritePending) onToggleFavorite(avatar.id, !favorite);
      return;
    }
    const next = !favorite;
    setLocalFavorite(next);
    toast(
      next
        ? { title: 'Added to favorites', description: `${avatar.name} has been added to your favorites` }
        : { title: 'Removed from favorites', description: `${avatar.name} has been removed from your favorites` },
    );
  };

  const startChatting = () => {
    setStartingChat(true);
    timer.current = setTimeout(() => navigate(`/avatar-chat/${avatar.id}`), CHAT_NAVIGATION_DELAY_MS);
  };

  const row = layout === 'row';
  return (
    <article
      className={cn(
        '@container group relative flex w-full overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow hover:shadow-lg',
        row ? 'flex-row' : 'flex-col',
      )}
      data-layout={layout}
    >
      <div className={cn('relative', row && 'w-32 shrink-0 self-start sm:w-40')}>
        <AvatarImage
          src={avatarPortrait(avatar)}
          alt={`Portrait of ${avatar.name}`}
          eager={eager ?? false}
          sizes={row ? '160px' : undefined}
          className="transition-transform duration-500 group-hover:scale-[1.02]"
        />
        {row ? null : (
          <Badge variant="secondary" className="absolute top-3 left-3 bg-card/90 backdrop-blur">
            <BadgeCheck aria-hidden="true" className="text-primary" />
            Verified
          </Badge>
        )}
        <FavoriteToggle
          name={avatar.name}
          isFavorite={favorite}
          pending={favoritePending}
          onToggle={toggleFavorite}
          className={cn('absolute z-10', row ? 'top-2 right-2 size-9' : 'top-3 right-3')}
        />
      </div>
      <div className={cn('flex min-w-0 flex-1 flex-col', row ? '@container gap-2 p-3' : 'gap-3 p-4')}>
        <div className="grid gap-0.5">
          {row ? (
            <Badge variant="secondary" className="mb-1 justify-self-start">
              <BadgeCheck aria-hidden="true" className="text-primary" />
              Verified
            </Badge>
          ) : null}
          <h3 className={cn('leading-tight font-semibold', row ? 'truncate text-base' : 'text-lg')}>
            <Link
              to={`/avatar/${avatar.id}`}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-ring"
            >
              {avatar.name}
            </Link>
          </h3>
          <p className="truncate text-sm text-muted-foreground">{avatarHandle(avatar.name)}</p>
        </div>
        <p className="line-clamp-2 text-sm text-pretty">{avatar.tagline}</p>
        <p className="text-xs font-medium text-muted-foreground">24 items</p>
        <div className="relative z-10 mt-auto grid gap-2">
          <Button onClick={startChatting} disabled={startingChat} className="w-full" size={row ? 'sm' : 'default'}>
            {startingChat ? <Spinner /> : <MessageCircle aria-hidden="true" />}
            {startingChat ? 'Loading chat...' : 'Start Chatting'}
          </Button>
          <div
            className={cn(
              'grid grid-cols-1 gap-2',
              row ? '@min-[10.5rem]:grid-cols-[1fr_auto]' : '@min-[15rem]:grid-cols-[1fr_auto]',
            )}
          >
            <Button asChild variant="outline" size={row ? 'sm' : 'default'}>
              <Link to={`/avatar/${avatar.id}`}>View Profile</Link>
            </Button>
            <Button
              asChild
              variant="secondary"
              size={row ? 'sm' : 'default'}
              aria-label={`NQW: premium tier for ${avatar.name}`}
            >
              <Link to="/nqw">NQW</Link>
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
