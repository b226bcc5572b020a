import { ZRejectBody } from '../../../../shared/contracts/moderation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Form, TextareaField, useZodForm } from '../../../components/ui/form.tsx';

/** Asks for the reason the creator will see, then refuses what is under review. */
export function RejectDialog({
  subject,
  pending,
  onReject,
  onClose,
}: {
  /** What is refused, as the dialog's title names it. */
  subject: string;
  pending: boolean;
  onReject: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const form = useZodForm(ZRejectBody, { reason: '' });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>Reject {subject}</DialogTitle>
        <DialogDescription>The creator sees this reason.</DialogDescription>
        <Form form={form} onSubmit={({ reason }: { reason: string }) => onReject(reason)}>
          <TextareaField name="reason" label="Reason" />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              Reject
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
