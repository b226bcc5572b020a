import { CreditCard, Pencil } from 'lucide-react';
import type { AuthUser } from '../../../shared/contracts/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Link } from '../../components/ui/link.tsx';
import { displayNameOf, ProfileAvatar } from '../../features/profile/components/profile-avatar.tsx';

export function ProfileCard({ user }: { user: AuthUser }) {
  return (
    <Card>
      <CardContent className="grid gap-4 pt-5 sm:pt-6">
        <div className="flex items-center gap-4">
          <ProfileAvatar user={user} />
          <div className="grid min-w-0 gap-0.5">
            <h2 className="truncate text-lg font-semibold">{displayNameOf(user)}</h2>
            <p className="truncate text-sm text-muted-foreground">@{user.username}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
        </div>
        {user.bio ? <p className="text-sm whitespace-pre-line text-pretty">{user.bio}</p> : null}
        {/* Side by side only while the card spans the page (sm to lg): in the lg sidebar a
            half is narrower than 'Subscriptions & billing'. */}
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
          <Button asChild variant="outline">
            <Link to="/profile">
              <Pencil aria-hidden="true" />
              Edit Profile
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/billing">
              <CreditCard aria-hidden="true" />
              Subscriptions &amp; billing
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
