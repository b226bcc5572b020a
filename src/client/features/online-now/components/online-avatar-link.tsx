import { placeholderImage } from '../../../../shared/catalogue.ts';
import type { OnlineAvatar } from '../../../../shared/contracts/avatars.ts';

/** Small portrait, name and tagline of an online avatar (the row of both online lists). */
export function OnlineAvatarSummary({ avatar }: { avatar: OnlineAvatar }) {
  return (
    <>
      <span className="relative shrink-0">
        <img
          src={avatar.mainImage ?? placeholderImage(avatar.id)}
          alt=""
          width={40}
          height={53}
          loading="lazy"
          className="h-[3.25rem] w-10 rounded-lg bg-muted object-cover"
        />
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -bottom-0.5 size-3 rounded-full border-2 border-card bg-success"
        />
      </span>
      <span className="grid min-w-0 gap-0.5 text-left">
        <span className="truncate text-sm font-semibold">{avatar.name}</span>
        <span className="truncate text-xs text-muted-foreground">{avatar.tagline}</span>
      </span>
    </>
  );
}

export const NO_ONE_ONLINE = 'No one is online right now';
