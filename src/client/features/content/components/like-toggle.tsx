import { Heart, LogIn } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { authPath, useReturnPath } from '../../../lib/return-path.ts';
import { useContentLikes } from '../api/get-content-likes.ts';
import { useSetContentLike } from '../api/set-content-like.ts';

/**
 * A member's like of an item (pressed when liked); a guest is invited to sign in and
 * comes back to this page.
 */
export function LikeToggle({
  avatarId,
  contentId,
  signedIn,
}: {
  avatarId: number;
  contentId: number;
  signedIn: boolean;
}) {
  const liked = useContentLikes(avatarId, signedIn).has(contentId);
  const setLike = useSetContentLike(avatarId);
  const returnTo = useReturnPath();
  if (!signedIn) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link to={authPath('/login', { returnTo })}>
          <LogIn aria-hidden="true" />
          Sign in to like
        </Link>
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={liked}
      disabled={setLike.isPending}
      onClick={() => setLike.mutate({ contentId, liked: !liked })}
    >
      {setLike.isPending ? (
        <Spinner />
      ) : (
        <Heart aria-hidden="true" className={cn(liked && 'fill-primary text-primary')} />
      )}
      Like
    </Button>
  );
}
