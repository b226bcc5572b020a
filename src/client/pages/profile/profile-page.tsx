import { CreditCard, KeyRound, ShieldAlert } from 'lucide-react';
import { BackLink } from '../../components/layout/back-link.tsx';
import { Container } from '../../components/layout/container.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Link } from '../../components/ui/link.tsx';
import { useAuth } from '../../features/auth/components/auth-provider.tsx';
import { displayNameOf, ProfileAvatar } from '../../features/profile/components/profile-avatar.tsx';
import { ProfileForm } from '../../features/profile/components/profile-form.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** Shown when the session ends while the page is open (spec §2). */
function AccessDenied() {
  return (
    <Card role="alert" className="mx-auto grid max-w-lg justify-items-center gap-4 p-8 text-center">
      <ShieldAlert aria-hidden="true" className="size-10 text-destructive" />
      <p className="font-medium">Access Denied - You need to be logged in to access this page.</p>
      <Button asChild>
        <Link to="/login?redirect=%2Fprofile">Log In</Link>
      </Button>
    </Card>
  );
}

export function ProfilePage() {
  usePageMeta(`Edit Profile | ${brand.mainName}`, 'Update your display name and bio.');
  const { user } = useAuth();

  return (
    <Container className="grid max-w-3xl gap-6 py-8 sm:py-10">
      <BackLink to="/welcome">Back to Dashboard</BackLink>
      <h1 className="text-3xl font-bold tracking-tight">Edit Profile</h1>
      {user ? (
        <>
          <Card>
            <CardHeader className="flex-row items-center gap-4">
              <ProfileAvatar user={user} />
              <div className="grid min-w-0 gap-1">
                <CardTitle className="truncate">{displayNameOf(user)}</CardTitle>
                <CardDescription className="truncate">@{user.username}</CardDescription>
              </div>
            </CardHeader>
            <CardContent>
              <ProfileForm user={user} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <KeyRound aria-hidden="true" className="size-4" />
                Password
              </CardTitle>
              <CardDescription>
                To change your password we email you a link that works once. Every other device will be signed out.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline">
                <Link to="/forgot-password">Change password</Link>
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <CreditCard aria-hidden="true" className="size-4" />
                Subscriptions &amp; billing
              </CardTitle>
              <CardDescription>Your subscriptions, the card they renew with, and your receipts.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline">
                <Link to="/billing">Subscriptions &amp; billing</Link>
              </Button>
            </CardContent>
          </Card>
        </>
      ) : (
        <AccessDenied />
      )}
    </Container>
  );
}
