import { Check, X } from 'lucide-react';
import { useState } from 'react';
import type { ModerationItem } from '../../../../shared/contracts/moderation.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { useDecide, useModerationQueue } from '../api/moderation-queue.ts';
import { RejectDialog } from './reject-dialog.tsx';
import { ReviewList } from './review-list.tsx';

function RejectContentDialog({ item, onClose }: { item: ModerationItem; onClose: () => void }) {
  const decide = useDecide('Could not reject');
  const onReject = async (reason: string) => {
    try {
      await decide.mutateAsync({ id: item.id, reject: reason });
      toast({ title: 'Content rejected', description: `"${item.title}" was rejected.` });
      onClose();
    } catch {
      // Told by useDecide's toast; the dialog stays open to try again.
    }
  };
  return <RejectDialog subject={`"${item.title}"`} pending={decide.isPending} onReject={onReject} onClose={onClose} />;
}

/** Moderators review mature-area uploads: approve (publish) or reject with a reason. */
export function ModerationQueue() {
  const queue = useModerationQueue();
  const decide = useDecide('Could not approve');
  const [rejecting, setRejecting] = useState<ModerationItem | null>(null);

  const approve = (item: ModerationItem) =>
    decide.mutate(
      { id: item.id, reject: null },
      {
        onSuccess: (result) =>
          toast({
            title: 'Content approved',
            description:
              result.status === 'draft'
                ? `"${item.title}" will publish at its scheduled time.`
                : `"${item.title}" is published.`,
            variant: 'success',
          }),
      },
    );

  return (
    <>
      <ReviewList query={queue} loadError="Could not load the review queue." empty="Nothing is waiting for review.">
        {(items) => (
          <ul className="grid gap-4">
            {items.map((item) => (
              <li key={item.id}>
                <Card className="grid gap-3 p-4 sm:grid-cols-[auto_1fr_auto] sm:items-start">
                  <div className="flex gap-2 overflow-x-auto">
                    {item.media.slice(0, 3).map((m) =>
                      m.kind === 'image' ? (
                        <img key={m.id} src={m.url} alt="" className="size-20 rounded-lg object-cover" />
                      ) : (
                        <a
                          key={m.id}
                          href={m.url}
                          className="grid size-20 place-items-center rounded-lg bg-muted text-xs underline"
                        >
                          {m.kind}
                        </a>
                      ),
                    )}
                  </div>
                  <div className="grid gap-1">
                    <h3 className="font-semibold">{item.title}</h3>
                    <p className="text-xs text-muted-foreground">
                      {item.avatarName} by @{item.creatorUsername} · {new Date(item.createdAt).toLocaleString()}
                    </p>
                    <div className="flex flex-wrap gap-1">
                      <Badge variant="secondary">{item.category}</Badge>
                      {item.tier ? <Badge>{item.tier === 'vip' ? 'VIP' : 'Premium'}</Badge> : null}
                    </div>
                    {item.description ? <p className="text-sm">{item.description}</p> : null}
                    {item.teaser ? (
                      <p className="text-sm">
                        <span className="font-medium">Public teaser:</span> {item.teaser}
                      </p>
                    ) : null}
                    {item.verificationNotes ? (
                      <p className="text-sm text-muted-foreground">Notes: {item.verificationNotes}</p>
                    ) : null}
                  </div>
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      onClick={() => approve(item)}
                      disabled={decide.isPending}
                      aria-label={`Approve ${item.title}`}
                    >
                      <Check aria-hidden="true" /> Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setRejecting(item)}
                      aria-label={`Reject ${item.title}`}
                    >
                      <X aria-hidden="true" /> Reject
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </ReviewList>
      {rejecting ? <RejectContentDialog item={rejecting} onClose={() => setRejecting(null)} /> : null}
    </>
  );
}
