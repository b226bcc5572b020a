import { Brain } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useOnVisible } from '../../../lib/use-on-visible.ts';

/**
 * The panel sits below the chat (a whole screen below it on a phone): its body (facts,
 * inline editors, the summary, their requests) loads as it comes near the viewport, not
 * with the chat (about 2 KB gzip of the chat's first load).
 */
const MemoryContents = lazy(() => import('./memory-contents.tsx').then((m) => ({ default: m.MemoryContents })));

const loading = <p className="text-sm text-muted-foreground">Loading...</p>;

/** "What {name} remembers": the visitor sees, rewrites and deletes what the companion keeps. */
export function MemoryPanel({ avatarId, name }: { avatarId: number; name: string }) {
  // Without IntersectionObserver (an old browser, jsdom) the body loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const body = useOnVisible<HTMLDivElement>(() => setNear(true), { enabled: !near, rootMargin: '300px' });

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Brain className="size-4 text-primary" aria-hidden="true" />
          What {name} remembers
        </CardTitle>
        <CardDescription>
          Things you told {name}. Correct them, or remove anything you'd rather they forgot.
        </CardDescription>
      </CardHeader>
      <CardContent ref={body} className="grid gap-3">
        {near ? (
          <Suspense fallback={loading}>
            <MemoryContents avatarId={avatarId} name={name} />
          </Suspense>
        ) : (
          loading
        )}
      </CardContent>
    </Card>
  );
}
