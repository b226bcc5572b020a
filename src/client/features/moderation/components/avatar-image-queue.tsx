import { Check, X } from 'lucide-react';
import { useState } from 'react';
import type { AvatarImageReviewItem } from '../../../../shared/contracts/moderation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { useAvatarImageQueue, useDecideAvatarImage } from '../api/avatar-image-queue.ts';
import { RejectDialog } from './reject-dialog.tsx';
import { ReviewList } from './review-list.tsx';

const SLOT_LABEL = { main: 'main image', profile: 'profile image' } as const;
const subjectOf = (item: AvatarImageReviewItem) => `${item.avatarName}'s ${SLOT_LABEL[item.slot]}`;

/** Moderators review avatar pictures before the public sees them (until then: placeholder). */
export function AvatarImageQueue() {
  const queue = useAvatarImageQueue();
  const decide = useDecideAvatarImage();
  const [rejecting, setRejecting] = useState<AvatarImageReviewItem | null>(null);

  const run = async (item: AvatarImageReviewItem, reject: string | null) => {
    try {
      await decide.mutateAsync({ mediaId: item.mediaId, reject });
      toast(
        reject === null
          ? { title: 'Picture approved', description: `${subjectOf(item)} is now public.`, variant: 'success' }
          : { title: 'Picture rejected', description: `The creator sees your reason.` },
      );
      setRejecting(null);
    } catch {
      // Told by useDecideAvatarImage's toast.
    }
  };

  return (
    <>
      <ReviewList
        query={queue}
        loadError="Could not load the avatar pictures."
        empty="No avatar picture is waiting for review."
      >
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((item) => (
              <li key={`${item.mediaId}-${item.avatarId}-${item.slot}`}>
                <Card className="flex gap-4 p-4">
                  <img
                    src={item.url}
                    alt={`Proposed ${subjectOf(item)}`}
                    className="aspect-[9/12] w-24 shrink-0 rounded-lg bg-muted object-cover"
                  />
                  <div className="grid min-w-0 content-start gap-2">
                    <h3 className="font-semibold">{subjectOf(item)}</h3>
                    <p className="text-xs text-muted-foreground">
                      by @{item.creatorUsername} · {new Date(item.createdAt).toLocaleString()}
                    </p>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        onClick={() => run(item, null)}
                        disabled={decide.isPending}
                        aria-label={`Approve ${subjectOf(item)}`}
                      >
                        <Check aria-hidden="true" /> Approve
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setRejecting(item)}
                        aria-label={`Reject ${subjectOf(item)}`}
                      >
                        <X aria-hidden="true" /> Reject
                      </Button>
                    </div>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </ReviewList>
      {rejecting ? (
        <RejectDialog
          subject={subjectOf(rejecting)}
          pending={decide.isPending}
          onReject={(reason) => run(rejecting, reason)}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </>
  );
}
