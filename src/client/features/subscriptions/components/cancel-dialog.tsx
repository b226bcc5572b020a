import { CANCEL_RULE } from '../../../../shared/subscription-terms.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { formatDate } from './subscription-status.tsx';

/**
 * Asks before cancelling and states the 24-hour rule, with the date the current period
 * ends. First focus is 'Keep subscription', so Enter or a stray tap changes nothing.
 */
export function CancelDialog({
  avatarName,
  periodEnd,
  pending,
  onConfirm,
  onClose,
}: {
  avatarName: string;
  periodEnd: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role="alertdialog">
        <DialogTitle>Cancel your subscription to {avatarName}?</DialogTitle>
        <DialogDescription>{CANCEL_RULE}</DialogDescription>
        {periodEnd ? (
          <p className="text-sm">
            Your current period ends on <span className="font-semibold">{formatDate(periodEnd)}</span>.
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Keep subscription
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? 'Cancelling...' : 'Cancel subscription'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
