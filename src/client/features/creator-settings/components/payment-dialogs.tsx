import { Lock } from 'lucide-react';
import {
  type CardBodyInput,
  type PayoutBodyInput,
  ZCardBody,
  ZPayoutBody,
} from '../../../../shared/contracts/creator-settings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { applyServerIssues, Form, TextField, useZodForm } from '../../../components/ui/form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useSaveCard, useSavePayout } from '../api/creator-settings.ts';

const EncryptionNote = ({ children }: { children: string }) => (
  <p className="flex items-start gap-2 text-xs text-muted-foreground">
    <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" /> {children}
  </p>
);

export function CardDialog({ title, onClose }: { title: string; onClose: () => void }) {
  const form = useZodForm(ZCardBody, {
    number: '',
    expMonth: '' as unknown as number,
    expYear: '' as unknown as number,
    cvc: '',
  });
  const save = useSaveCard();
  const onSubmit = async (values: CardBodyInput) => {
    try {
      await save.mutateAsync(values);
      toast({ title: 'Payment method saved', variant: 'success' });
      onClose();
    } catch (error) {
      // Issues go beside their fields; anything else is the mutation's toast.
      if (error instanceof ApiError) applyServerIssues(form, error.issues);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>Only the card's brand, last 4 digits and expiry are kept.</DialogDescription>
        <Form form={form} onSubmit={onSubmit}>
          <fieldset disabled={save.isPending} className="grid gap-4 sm:grid-cols-3">
            <TextField
              name="number"
              label="Card Number"
              inputMode="numeric"
              autoComplete="cc-number"
              className="sm:col-span-3"
            />
            <TextField name="expMonth" label="Month" inputMode="numeric" autoComplete="cc-exp-month" placeholder="MM" />
            <TextField name="expYear" label="Year" inputMode="numeric" autoComplete="cc-exp-year" placeholder="YYYY" />
            <TextField name="cvc" label="CVC" inputMode="numeric" autoComplete="cc-csc" />
          </fieldset>
          <EncryptionNote>Card details travel encrypted and the full number is never stored.</EncryptionNote>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Card'}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

export function PayoutDialog({ onClose }: { onClose: () => void }) {
  const form = useZodForm(ZPayoutBody, { accountNumber: '', routingNumber: '' });
  const save = useSavePayout();
  const onSubmit = async (values: PayoutBodyInput) => {
    try {
      await save.mutateAsync(values);
      toast({ title: 'Payout account saved', variant: 'success' });
      onClose();
    } catch (error) {
      // Issues go beside their fields; anything else is the mutation's toast.
      if (error instanceof ApiError) applyServerIssues(form, error.issues);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>Direct Deposit</DialogTitle>
        <DialogDescription>The bank account your earnings are paid into.</DialogDescription>
        <Form form={form} onSubmit={onSubmit}>
          <fieldset disabled={save.isPending} className="grid gap-4">
            <TextField name="routingNumber" label="Routing Number" inputMode="numeric" />
            <TextField name="accountNumber" label="Account Number" inputMode="numeric" />
          </fieldset>
          <EncryptionNote>
            Bank details travel encrypted; only the last 4 digits of the account are kept.
          </EncryptionNote>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Account'}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
