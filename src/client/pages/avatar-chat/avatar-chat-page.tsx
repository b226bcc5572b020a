import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { parseRouteId } from '../../../shared/routes.ts';
import { Container } from '../../components/layout/container.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAuth } from '../../features/auth/components/auth-provider.tsx';
import { useAvatar } from '../../features/avatars/api/get-avatar.ts';
import { ChatPanel } from '../../features/chat/components/chat-panel.tsx';
import { MemoryPanel } from '../../features/chat/components/memory-panel.tsx';
import { brand } from '../../lib/app-config.ts';
import { toast } from '../../lib/toast-store.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
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

export function AvatarChatPage() {
  const id = parseRouteId(useParams().id);
  const avatar = useAvatar(id);
  const { isAuthenticated } = useAuth();
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

  useEffect(() => {
    if (avatar.isError) {
      toast({ title: 'Error', description: 'Could not load avatar information', variant: 'destructive' });
    }
  }, [avatar.isError]);

  if (missing) return <AvatarNotFound />;

  return (
    <Container className="py-6 sm:py-8">
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-3">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
      </Button>
      <h1 className="mb-5 text-2xl font-bold tracking-tight sm:text-3xl">
        {name ? `Chat with ${name}` : <Skeleton className="h-9 w-64" aria-label="Loading" />}
      </h1>
      {avatar.data ? (
        // Phone: card, chat, memory. Desktop: card and memory in the left column, chat on the right.
        <div className="grid gap-5 lg:grid-cols-[320px_minmax(0,1fr)] lg:items-start">
          <aside aria-label={`About ${avatar.data.name}`} className="lg:col-start-1 lg:row-start-1">
            <AvatarSideCard avatar={avatar.data} />
          </aside>
          <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <ChatPanel avatarId={avatar.data.id} name={avatar.data.name} showSignIn={!isAuthenticated} />
          </div>
          <div className="lg:col-start-1 lg:row-start-2">
            <MemoryPanel avatarId={avatar.data.id} name={avatar.data.name} />
          </div>
        </div>
      ) : (
        <div className="grid gap-5 lg:grid-cols-[320px_minmax(0,1fr)]">
          <Skeleton className="h-40 rounded-2xl lg:h-[560px]" />
          <Skeleton className="h-[600px] rounded-2xl" />
        </div>
      )}
    </Container>
  );
}
