import type { AuthUser } from '../../../../shared/contracts/auth.ts';
import { cn } from '../../../lib/cn.ts';

export function displayNameOf(user: Pick<AuthUser, 'displayName' | 'username'>): string {
  return user.displayName?.trim() || user.username;
}

function initialsOf(name: string): string {
  const parts = name.split(/[\s_.-]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase();
}

/** The member's picture, or their initials on the brand colour when they have none. */
export function ProfileAvatar({
  user,
  className,
}: {
  user: Pick<AuthUser, 'displayName' | 'username' | 'profileImageUrl'>;
  className?: string;
}) {
  const name = displayNameOf(user);
  if (user.profileImageUrl) {
    return (
      <img
        src={user.profileImageUrl}
        alt=""
        className={cn('size-16 shrink-0 rounded-full object-cover ring-2 ring-primary/30', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-semibold text-primary-foreground ring-2 ring-primary/30',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
