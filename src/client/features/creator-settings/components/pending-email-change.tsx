import { MailCheck } from 'lucide-react';
import { EMAIL_CHANGE_TTL_HOURS, type PendingEmailChange } from '../../../../shared/contracts/email-change.ts';

/** The 'check your inbox' state of an email change waiting for its link to be opened. */
export function PendingEmailChangeNotice({ change, current }: { change: PendingEmailChange; current: string }) {
  return (
    <div role="status" className="flex gap-3 rounded-lg border bg-muted/40 p-3 text-sm md:col-span-2">
      <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="grid gap-1">
        <p className="font-medium">Check your inbox</p>
        <p className="text-muted-foreground">
          We sent a link to <strong className="break-all text-foreground">{change.email}</strong>. Your email changes
          when you open it (within {EMAIL_CHANGE_TTL_HOURS} hours); until then it stays{' '}
          <span className="break-all">{current}</span>.
        </p>
      </div>
    </div>
  );
}
