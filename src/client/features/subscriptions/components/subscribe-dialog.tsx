import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

export interface SubscribeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  avatarName: string;
  /** '$14.99/month'. */
  price: string;
  isSubscribed: boolean;
  pending: boolean;
  onConfirm: () => void;
}

/** Subscribe Control's confirmation: what the premium tier costs, that nothing is charged yet. */
export function SubscribeDialog({
  open,
  onOpenChange,
  avatarName,
  price,
  isSubscribed,
  pending,
  onConfirm,
}: SubscribeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{isSubscribed ? `Your subscription to ${avatarName}` : `Subscribe to ${avatarName}`}</DialogTitle>
        <DialogDescription>
          Premium tier · <span className="font-semibold text-foreground">{price}</span>
        </DialogDescription>
        <ul className="grid list-disc gap-2 pl-5 text-sm text-muted-foreground">
          <li>No payment is taken today: billing starts only when the tier launches.</li>
          <li>You can cancel at any time.</li>
          <li>NQW premium content needs NQW access, which is coming soon; it is not part of this subscription.</li>
        </ul>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {isSubscribed ? 'Keep subscription' : 'Not now'}
          </Button>
          <Button variant={isSubscribed ? 'destructive' : 'default'} onClick={onConfirm} disabled={pending}>
            {pending ? <Spinner /> : null}
            {isSubscribed ? 'Cancel subscription' : 'Confirm subscription'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
