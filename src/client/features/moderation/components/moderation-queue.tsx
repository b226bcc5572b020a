import { useState } from 'react';
import type { ModerationItem } from '../../../../shared/contracts/moderation.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useDecide, useModerationQueue } from '../api/moderation-queue.ts';
import { ModerationQueueItem } from './moderation-queue-item.tsx';
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
                <ModerationQueueItem
                  item={item}
                  deciding={decide.isPending}
                  onApprove={approve}
                  onReject={setRejecting}
                />
              </li>
            ))}
          </ul>
        )}
      </ReviewList>
      {rejecting ? <RejectContentDialog item={rejecting} onClose={() => setRejecting(null)} /> : null}
    </>
  );
}
