import { BadgeCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { avatarPortrait } from '../../../../shared/catalogue.ts';
import type { AvatarProfile } from '../../../../shared/contracts/avatars.ts';
import { formatCount } from '../../../../shared/figures.ts';
import { avatarHandle } from '../../../../shared/handle.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { AvatarImage } from './avatar-image.tsx';

export function subscriberLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'subscriber' : 'subscribers'}`;
}

/** Image, name, 'Verified', handle, subscriber count and tagline; `children` are the actions. */
export function AvatarProfileHeader({ avatar, children }: { avatar: AvatarProfile; children?: ReactNode }) {
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,18rem)_1fr] md:items-end lg:grid-cols-[minmax(0,20rem)_1fr]">
      <AvatarImage
        src={avatarPortrait(avatar)}
        alt={`Portrait of ${avatar.name}`}
        eager
        sizes="(min-width: 1024px) 20rem, (min-width: 768px) 18rem, 20rem"
        className="mx-auto w-full max-w-72 rounded-2xl shadow-md md:max-w-none"
      />
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{avatar.name}</h1>
          <Badge variant="secondary">
            <BadgeCheck aria-hidden="true" className="text-primary" />
            Verified
          </Badge>
        </div>
        <p className="text-muted-foreground">{avatarHandle(avatar.name)}</p>
        <p className="flex items-center gap-2 text-sm font-medium" data-testid="subscriber-count">
          <Users aria-hidden="true" className="size-4 text-muted-foreground" />
          {subscriberLabel(avatar.subscriberCount)}
        </p>
        <p className="max-w-prose text-lg text-pretty">{avatar.tagline}</p>
        {children ? <div className="flex flex-wrap gap-2 pt-2">{children}</div> : null}
      </div>
    </div>
  );
}

/** Spec §4: the profile shows a skeleton while it loads. */
export function AvatarProfileSkeleton() {
  return (
    <div
      className="grid gap-6 md:grid-cols-[minmax(0,18rem)_1fr] lg:grid-cols-[minmax(0,20rem)_1fr]"
      data-testid="profile-skeleton"
    >
      <Skeleton className="mx-auto aspect-[9/12] w-full max-w-72 rounded-2xl md:max-w-none" />
      <div className="grid content-end gap-3">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-5 w-1/4" />
        <Skeleton className="h-6 w-full max-w-prose" />
        <div className="flex gap-2 pt-2">
          <Skeleton className="h-10 w-32" />
          <Skeleton className="h-10 w-32" />
        </div>
      </div>
    </div>
  );
}
