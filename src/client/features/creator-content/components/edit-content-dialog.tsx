import { z } from 'zod';
import {
  CONTENT_TIERS,
  type CreatorContent,
  PUBLISH_DATE_MESSAGE,
  TEASER_HINT,
  TEASER_LABEL,
  TEASER_MAX,
  TITLE_REQUIRED_MESSAGE,
} from '../../../../shared/contracts/creator-content.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { applyServerIssues, Form, TextareaField, TextField, useZodForm } from '../../../components/ui/form.tsx';
import { SelectField, SwitchField } from '../../../components/ui/form-controls.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useUpdateContent } from '../api/update-content.ts';
import { ScheduleFields } from './schedule-fields.tsx';
import { localToday, publishInstant } from './upload-form-schema.ts';

const ZEditForm = z
  .object({
    title: z.string().trim().min(1, TITLE_REQUIRED_MESSAGE).max(120, 'Title must be at most 120 characters'),
    description: z.string().max(5000, 'Description must be at most 5000 characters'),
    teaser: z.string().max(TEASER_MAX, `Teaser must be at most ${TEASER_MAX} characters`),
    premium: z.boolean(),
    tier: z.enum(CONTENT_TIERS),
    schedule: z.boolean(),
    publishDate: z.string(),
    publishTime: z.string(),
  })
  .refine((v) => !v.schedule || (v.publishDate !== '' && v.publishDate >= localToday()), {
    path: ['publishDate'],
    message: PUBLISH_DATE_MESSAGE,
  });

function localParts(iso: string | null): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  const d = new Date(iso);
  const local = new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

export function EditContentDialog({ item, onClose }: { item: CreatorContent; onClose: () => void }) {
  const scheduled = localParts(item.scheduledAt);
  const form = useZodForm(ZEditForm, {
    title: item.title,
    description: item.description,
    teaser: item.teaser,
    premium: item.isPremium,
    tier: item.tier ?? 'premium',
    schedule: Boolean(item.scheduledAt),
    publishDate: scheduled.date,
    publishTime: scheduled.time,
  });
  const update = useUpdateContent();
  const mature = item.area === 'wife';
  const premium = form.watch('premium') || mature;

  const onSubmit = async (values: z.infer<typeof ZEditForm>) => {
    try {
      await update.mutateAsync({
        id: item.id,
        body: {
          title: values.title,
          description: values.description,
          teaser: values.teaser,
          premium: mature ? true : values.premium,
          tier: values.tier,
          publishAt: publishInstant(values),
          timezoneOffset: new Date().getTimezoneOffset(),
        },
      });
      toast({
        title: 'Content updated',
        description: mature ? 'Your changes were sent for verification.' : 'Your changes have been saved.',
        variant: 'success',
      });
      onClose();
    } catch (error) {
      // Issues go beside their fields; anything else is useUpdateContent's toast.
      if (error instanceof ApiError) applyServerIssues(form, error.issues);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>Edit content</DialogTitle>
        <DialogDescription>
          {mature
            ? 'Edits in this area go back to review before they are published.'
            : 'Change the details of this item.'}
        </DialogDescription>
        <Form form={form} onSubmit={onSubmit}>
          <fieldset disabled={update.isPending} className="grid gap-4">
            <TextField name="title" label="Title" />
            <TextareaField name="description" label="Description" />
            {mature ? (
              <SelectField
                name="tier"
                label="Subscriber Tier"
                options={[
                  { value: 'premium', label: 'Premium (all paying subscribers)' },
                  { value: 'vip', label: 'VIP (top-tier only)' },
                ]}
              />
            ) : (
              <SwitchField name="premium" label="Premium content" />
            )}
            {!mature && premium ? (
              <SelectField
                name="tier"
                label="Subscriber Tier"
                options={[
                  { value: 'premium', label: 'Premium (all paying subscribers)' },
                  { value: 'vip', label: 'VIP (top-tier only)' },
                ]}
              />
            ) : null}
            {premium ? <TextareaField name="teaser" label={TEASER_LABEL} hint={TEASER_HINT} rows={2} /> : null}
            <ScheduleFields />
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
