import { BadgeCheck, MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { avatarPortrait } from '../../../../shared/catalogue.ts';
import { CHAT_NAVIGATION_DELAY_MS } from '../../../../shared/constants.ts';
import type { Avatar } from '../../../../shared/contracts/avatars.ts';
import { avatarHandle } from '../../../../shared/handle.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
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
}

export function AvatarCard({
  avatar,
  isFavorite = false,
  onToggleFavorite,
  favoritePending = false,
  eager,
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

  return (
    <article className="@container group relative flex w-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow hover:shadow-lg">
      <div className="relative">
        <AvatarImage
          src={avatarPortrait(avatar)}
          alt={`Portrait of ${avatar.name}`}
          eager={eager ?? false}
          className="transition-transform duration-500 group-hover:scale-[1.02]"
        />
        <Badge variant="secondary" className="absolute top-3 left-3 bg-card/90 backdrop-blur">
          <BadgeCheck aria-hidden="true" className="text-primary" />
          Verified
        </Badge>
        <FavoriteToggle
          name={avatar.name}
          isFavorite={favorite}
          pending={favoritePending}
          onToggle={toggleFavorite}
          className="absolute top-3 right-3 z-10"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="grid gap-0.5">
          <h3 className="text-lg leading-tight font-semibold">
            <Link
              to={`/avatar/${avatar.id}`}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-ring"
            >
              {avatar.name}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">{avatarHandle(avatar.name)}</p>
        </div>
        <p className="line-clamp-2 text-sm text-pretty">{avatar.tagline}</p>
        <p className="text-xs font-medium text-muted-foreground">24 items</p>
        <div className="relative z-10 mt-auto grid gap-2">
          <Button onClick={startChatting} disabled={startingChat} className="w-full">
            {startingChat ? <Spinner /> : <MessageCircle aria-hidden="true" />}
            {startingChat ? 'Loading chat...' : 'Start Chatting'}
          </Button>
          <div className="grid grid-cols-1 gap-2 @min-[15rem]:grid-cols-[1fr_auto]">
            <Button asChild variant="outline">
              <Link to={`/avatar/${avatar.id}`}>View Profile</Link>
            </Button>
            <Button asChild variant="secondary" aria-label={`NQW: premium tier for ${avatar.name}`}>
              <Link to="/nqw">NQW</Link>
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
