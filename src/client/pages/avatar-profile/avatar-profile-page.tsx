import { ArrowLeft, MessageCircle, RotateCw } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { avatarPortrait } from '../../../shared/catalogue.ts';
import { parseRouteId } from '../../../shared/routes.ts';
import { Container } from '../../components/layout/container.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Link } from '../../components/ui/link.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useAuth } from '../../features/auth/components/auth-provider.tsx';
import { isNotFound, useAvatar } from '../../features/avatars/api/get-avatar.ts';
import { AvatarNotFound } from '../../features/avatars/components/avatar-not-found.tsx';
import {
  AvatarProfileHeader,
  AvatarProfileSkeleton,
} from '../../features/avatars/components/avatar-profile-header.tsx';
import { useAvatarContent } from '../../features/content/api/get-avatar-content.ts';
import { AboutContent } from '../../features/content/components/about-cards.tsx';
import {
  type LockedItemActions,
  LockedItemActionsContext,
} from '../../features/content/components/locked-item-actions.tsx';
import { useSubscription } from '../../features/subscriptions/api/get-subscription.ts';
import { SubscribeControl } from '../../features/subscriptions/components/subscribe-control.tsx';
import { useCheckoutConfirmation } from '../../features/subscriptions/hooks/use-checkout-confirmation.ts';
import { brand } from '../../lib/app-config.ts';
import { useEverTrue } from '../../lib/use-ever-true.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { ContentTab } from './content-tab.tsx';
import { offersOf } from './subscription-offers.ts';

// An item's dialog (Radix Dialog) loads when the first item is opened.
const ContentDetailDialog = lazy(() =>
  import('../../features/content/components/content-detail-dialog.tsx').then((m) => ({
    default: m.ContentDetailDialog,
  })),
);

const FETCH_FAILED = (title: string) => ({ title, description: 'Please try again in a moment.' });

export function AvatarProfilePage() {
  const id = parseRouteId(useParams().id);
  const { user } = useAuth();
  // Spec §8: failures other than 'not found' are told in a toast (not found is the page's own view).
  const avatarQuery = useAvatar(id, (error) => !isNotFound(error) && FETCH_FAILED('Failed to fetch avatar'));
  const avatar = avatarQuery.data;
  const contentQuery = useAvatarContent(id ?? 0, {
    enabled: avatar !== undefined,
    errorToast: FETCH_FAILED('Failed to fetch content'),
  });
  const [openItemId, setOpenItemId] = useState<number | null>(null);
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  const notFound = id === null || isNotFound(avatarQuery.error);
  const confirming = useCheckoutConfirmation(user?.id ?? null, id ?? 0);

  usePageMeta(
    avatar
      ? `${avatar.name} | ${brand.mainName}`
      : notFound
        ? `Avatar Not Found | ${brand.mainName}`
        : `Avatar | ${brand.mainName}`,
    avatar ? avatar.tagline : 'Read about this companion and see their content.',
  );

  const items = contentQuery.data ?? [];
  const openItem = items.find((i) => i.id === openItemId) ?? null;
  const dialogLoaded = useEverTrue(openItem !== null);
  const subscription = useSubscription(user?.id ?? null, id ?? 0).data?.subscription;
  const entitledTier = subscription?.entitled ? subscription.tier : null;
  const lockedActions = useMemo<LockedItemActions>(
    () => ({
      onSubscribe: user ? () => setSubscribeOpen(true) : null,
      loginPath: `/login?redirect=${encodeURIComponent(`/avatar/${id ?? ''}`)}`,
      entitledTier,
    }),
    [user, id, entitledTier],
  );

  return (
    <Container className="grid grid-cols-1 gap-8 py-6 sm:py-8">
      <Link
        to="/"
        className="inline-flex items-center gap-2 justify-self-start rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Home
      </Link>
      {notFound ? (
        <AvatarNotFound />
      ) : avatarQuery.isPending ? (
        <AvatarProfileSkeleton />
      ) : !avatar ? (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <h1 className="text-2xl font-bold">We couldn't load this profile</h1>
          <Button variant="outline" onClick={() => void avatarQuery.refetch()}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : (
        <>
          <AvatarProfileHeader avatar={avatar}>
            <SubscribeControl
              avatar={avatar}
              offers={offersOf(avatar, items)}
              userId={user?.id ?? null}
              dialogOpen={subscribeOpen}
              onDialogOpenChange={setSubscribeOpen}
              confirming={confirming}
            />
            <Button asChild variant="outline">
              <Link to={`/avatar-chat/${avatar.id}`}>
                <MessageCircle aria-hidden="true" />
                Start Chatting
              </Link>
            </Button>
            <Button asChild variant="secondary" aria-label={`NQW: premium tier for ${avatar.name}`}>
              <Link to="/nqw">NQW</Link>
            </Button>
          </AvatarProfileHeader>
          <LockedItemActionsContext value={lockedActions}>
            <Tabs defaultValue="about" className="min-w-0">
              <TabsList>
                <TabsTrigger value="about">About</TabsTrigger>
                <TabsTrigger value="content">Content</TabsTrigger>
              </TabsList>
              <TabsContent value="about">
                <AboutContent
                  items={items}
                  loading={contentQuery.isPending}
                  description={avatar.description}
                  onOpen={(item) => setOpenItemId(item.id)}
                />
              </TabsContent>
              <TabsContent value="content">
                <ContentTab
                  avatar={avatar}
                  items={items}
                  loading={contentQuery.isPending}
                  onOpen={(item) => setOpenItemId(item.id)}
                />
              </TabsContent>
            </Tabs>
          </LockedItemActionsContext>
          {dialogLoaded ? (
            <Suspense fallback={null}>
              <ContentDetailDialog
                item={openItem}
                avatar={{ id: avatar.id, name: avatar.name, image: avatarPortrait(avatar) }}
                signedIn={user !== null}
                onClose={() => setOpenItemId(null)}
              />
            </Suspense>
          ) : null}
        </>
      )}
    </Container>
  );
}
