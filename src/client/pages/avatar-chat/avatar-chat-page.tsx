import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { avatarPortrait } from '../../../shared/catalogue.ts';
import { parseRouteId } from '../../../shared/routes.ts';
import { Container } from '../../components/layout/container.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Link } from '../../components/ui/link.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAuth } from '../../features/auth/components/auth-provider.tsx';
import { useAvatar } from '../../features/avatars/api/get-avatar.ts';
import { ChatPanel } from '../../features/chat/components/chat-panel.tsx';
import { MemoryPanel } from '../../features/chat/components/memory-panel.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useVisualViewportHeight } from '../../lib/use-visual-viewport-height.ts';
import { AvatarSideCard } from './avatar-side-card.tsx';

function AvatarNotFound() {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Avatar Not Found</h1>
      <p className="max-w-md text-muted-foreground">The avatar you're looking for doesn't exist or is unavailable.</p>
      <Button asChild size="lg">
        <Link to="/">Return Home</Link>
      </Button>
    </Container>
  );
}

/**
 * Back, the title and, on a phone, the side card folded into one line: a small portrait,
 * the name and the tagline.
 */
function ChatHeader({ avatar }: { avatar: { name: string; tagline: string; image: string } | null }) {
  return (
    <div className="flex shrink-0 items-center gap-3 py-2 lg:col-span-2 lg:row-start-1 lg:block lg:py-0">
      <Button asChild variant="ghost" size="sm" className="-ml-2 shrink-0 lg:mb-3">
        <Link to="/" aria-label="Back">
          <ArrowLeft aria-hidden="true" />
          <span className="hidden lg:inline">Back</span>
        </Link>
      </Button>
      {avatar ? (
        <img
          src={avatar.image}
          alt=""
          width={36}
          height={48}
          className="h-12 w-9 shrink-0 rounded-lg bg-muted object-cover lg:hidden"
        />
      ) : null}
      <div className="grid min-w-0 gap-0.5 lg:mb-5">
        <h1 className="truncate text-lg font-bold tracking-tight sm:text-2xl lg:text-3xl">
          {avatar ? `Chat with ${avatar.name}` : <Skeleton className="h-7 w-56 lg:h-9" aria-label="Loading" />}
        </h1>
        {avatar ? <p className="truncate text-xs text-primary lg:hidden">{avatar.tagline}</p> : null}
      </div>
    </div>
  );
}

export function AvatarChatPage() {
  const id = parseRouteId(useParams().id);
  // Spec §8: any failure, not found too, is told in a toast; the page shows its not-found view.
  const avatar = useAvatar(id, { title: 'Error', description: 'Could not load avatar information' });
  const { isAuthenticated } = useAuth();
  const fitRef = useVisualViewportHeight<HTMLDivElement>();
  const name = avatar.data?.name;
  const missing = id === null || avatar.isError;

  usePageMeta(
    name
      ? `Chat with ${name} | ${brand.mainName}`
      : missing
        ? `Avatar Not Found | ${brand.mainName}`
        : `Chat | ${brand.mainName}`,
    name ? `Chat with ${name}: ${avatar.data?.tagline}` : 'Start a conversation with this companion.',
  );

  if (missing) return <AvatarNotFound />;

  const data = avatar.data;
  return (
    <Container className="pb-6 lg:grid lg:grid-cols-[320px_minmax(0,1fr)] lg:items-start lg:gap-x-5 lg:gap-y-5 lg:py-8">
      {/*
        Phone: the header and the chat fill the screen below the site header, whatever the
        visible height (the on-screen keyboard shrinks it), so the composer is always in
        view; the avatar's card and memory follow below. Desktop (lg): this wrapper
        dissolves into the page grid: card and memory on the left, the 500 px chat right.
      */}
      <div
        ref={fitRef}
        data-testid="chat-screen"
        className="flex h-[calc(var(--visual-viewport-height,100dvh)-4rem)] min-h-[22rem] flex-col pb-3 lg:contents"
      >
        <ChatHeader avatar={data ? { name: data.name, tagline: data.tagline, image: avatarPortrait(data) } : null} />
        {data ? (
          <div className="flex min-h-0 min-w-0 flex-1 flex-col lg:col-start-2 lg:row-span-2 lg:row-start-2">
            <ChatPanel avatarId={data.id} name={data.name} showSignIn={!isAuthenticated} fill />
          </div>
        ) : (
          <Skeleton className="min-h-0 flex-1 rounded-2xl lg:col-start-2 lg:row-span-2 lg:row-start-2 lg:h-[600px]" />
        )}
      </div>
      {data ? (
        <>
          <aside aria-label={`About ${data.name}`} className="lg:col-start-1 lg:row-start-2">
            <AvatarSideCard avatar={data} />
          </aside>
          <div className="mt-5 lg:col-start-1 lg:row-start-3 lg:mt-0">
            <MemoryPanel avatarId={data.id} name={data.name} />
          </div>
        </>
      ) : (
        <Skeleton className="hidden rounded-2xl lg:col-start-1 lg:row-start-2 lg:block lg:h-[560px]" />
      )}
    </Container>
  );
}
