import { BadgeCheck, Clock, Sparkles } from 'lucide-react';
import type { CreatorSettings } from '../../../../shared/contracts/creator-settings.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { brand } from '../../../lib/app-config.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useApplyForPremium } from '../api/creator-settings.ts';

/** Spec §4: approved shows Approved; else applied shows Pending Review; else Not Applied with Apply Now. */
export function EligibilityBlock({ eligibility }: { eligibility: CreatorSettings['eligibility'] }) {
  const apply = useApplyForPremium();
  const onApply = () =>
    apply.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Application sent',
          description: `We will review your ${brand.premiumName} application.`,
          variant: 'success',
        }),
    });
  return (
    <section aria-labelledby="eligibility-heading" className="grid gap-3 rounded-xl border bg-muted/40 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="eligibility-heading" className="flex items-center gap-2 font-semibold">
          <Sparkles className="size-4" aria-hidden="true" /> {brand.premiumName} Eligibility
        </h3>
        <div aria-live="polite">
          {eligibility.approved ? (
            <Badge variant="success">
              <BadgeCheck aria-hidden="true" /> Approved
            </Badge>
          ) : eligibility.applied ? (
            <Badge variant="warning">
              <Clock aria-hidden="true" /> Pending Review
            </Badge>
          ) : (
            <Badge variant="muted">Not Applied</Badge>
          )}
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        {eligibility.approved
          ? `You can publish to ${brand.premiumName}.`
          : eligibility.applied
            ? 'Your application is being reviewed; review typically takes 2-3 business days.'
            : `Apply to publish mature content to ${brand.premiumName}.`}
      </p>
      {!eligibility.applied ? (
        <Button className="justify-self-start" onClick={onApply} disabled={apply.isPending}>
          {apply.isPending ? 'Applying...' : 'Apply Now'}
        </Button>
      ) : null}
    </section>
  );
}
