import { Check, TriangleAlert, X } from 'lucide-react';
import { useId } from 'react';
import { creatorNotEligibleMessage, type ModerationItem } from '../../../../shared/contracts/moderation.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { brand } from '../../../lib/app-config.ts';

export interface ModerationQueueItemProps {
  item: ModerationItem;
  /** A decision is on its way: approving waits for it. */
  deciding: boolean;
  onApprove: (item: ModerationItem) => void;
  onReject: (item: ModerationItem) => void;
}

/** One upload waiting for review: its files, what the creator said about it, and the two decisions. */
export function ModerationQueueItem({ item, deciding, onApprove, onReject }: ModerationQueueItemProps) {
  const noteId = useId();
  // Mature-area uploads from before approval was required: the server refuses to approve them.
  const blocked = !item.creatorEligible;
  return (
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
        {blocked ? (
          <p
            id={noteId}
            className="flex items-start gap-1.5 rounded-md border border-warning/50 bg-warning/10 p-2 text-sm"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            {creatorNotEligibleMessage(brand.premiumName)}
          </p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          onClick={() => onApprove(item)}
          disabled={deciding || blocked}
          aria-label={`Approve ${item.title}`}
          aria-describedby={blocked ? noteId : undefined}
        >
          <Check aria-hidden="true" /> Approve
        </Button>
        <Button size="sm" variant="outline" onClick={() => onReject(item)} aria-label={`Reject ${item.title}`}>
          <X aria-hidden="true" /> Reject
        </Button>
      </div>
    </Card>
  );
}
