import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  AREA_CATEGORIES,
  AREA_CONTENT_TYPES,
  type ContentArea,
  FILES_REQUIRED_MESSAGE,
  TEASER_HINT,
  TEASER_LABEL,
  uploadSuccessToast,
} from '../../../../shared/contracts/creator-content.ts';
import { UPLOAD_RULES } from '../../../../shared/contracts/uploads.ts';
import { Button } from '../../../components/ui/button.tsx';
import { applyServerIssues, Form, TextareaField, TextField, useZodForm } from '../../../components/ui/form.tsx';
import { SelectField, SwitchField } from '../../../components/ui/form-controls.tsx';
import { Label } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { FileUploader } from '../../../components/upload/file-uploader.tsx';
import { useFileUploads } from '../../../components/upload/use-file-uploads.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { brand } from '../../../lib/app-config.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useCreateContent } from '../api/create-content.ts';
import { ScheduleFields } from './schedule-fields.tsx';
import { toCreateBody, type UploadFormValues, uploadFormDefaults, ZUploadForm } from './upload-form-schema.ts';

const TYPE_LABELS = { image: 'Image', video: 'Video', audio: 'Audio', text: 'Text' } as const;
const TIER_OPTIONS = [
  { value: 'premium', label: 'Premium (all paying subscribers)' },
  { value: 'vip', label: 'VIP (top-tier only)' },
];
/** 'Upload complete' stays on screen this long before the list clears. */
const COMPLETE_VISIBLE_MS = 1500;

export interface AvatarChoice {
  id: number;
  name: string;
}

/** One tab of Upload Content: the general area (nql) or the mature one (nqw). */
export function UploadForm({ area, avatars }: { area: ContentArea; avatars: AvatarChoice[] }) {
  const firstAvatar = avatars[0] ? String(avatars[0].id) : '';
  const form = useZodForm(ZUploadForm, uploadFormDefaults(area, firstAvatar));
  const uploads = useFileUploads();
  const create = useCreateContent();
  const [busy, setBusy] = useState(false);
  const [filesError, setFilesError] = useState<string | null>(null);
  const contentType = form.watch('contentType');
  const mature = area === 'wife';
  // Mature-area items are always premium: locked for visitors, who read the teaser instead.
  const premium = form.watch('premium') || mature;

  useEffect(() => {
    if (!form.getValues('avatarId') && firstAvatar) form.setValue('avatarId', firstAvatar);
  }, [firstAvatar, form]);

  // A different type means a different uploader: start its list afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on type change only
  useEffect(() => {
    uploads.clear();
    setFilesError(null);
  }, [contentType]);

  const onSubmit = async (values: UploadFormValues) => {
    if (contentType !== 'text' && uploads.items.length === 0) {
      setFilesError(FILES_REQUIRED_MESSAGE);
      return;
    }
    setFilesError(null);
    setBusy(true);
    try {
      await create.mutateAsync({
        uploadFiles: async () =>
          contentType === 'text' ? [] : (await uploads.uploadAll(contentType)).map((media) => media.id),
        body: (mediaIds) => toCreateBody(area, values, mediaIds),
      });
      toast({ ...uploadSuccessToast(area, brand.mainName), variant: 'success' });
      form.reset(uploadFormDefaults(area, values.avatarId));
      setTimeout(uploads.clear, COMPLETE_VISIBLE_MS);
    } catch (error) {
      // Issues go beside their fields, the files' under the uploader; 'Upload failed' is useCreateContent's toast.
      if (!(error instanceof ApiError)) return;
      if (
        applyServerIssues(
          form,
          error.issues.filter((i) => i.path !== 'mediaIds'),
        )
      )
        return;
      if (error.issues.some((i) => i.path === 'mediaIds')) setFilesError(errorMessage(error, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const mode = contentType === 'image' ? 'images' : 'files';
  const rule = contentType === 'text' ? null : UPLOAD_RULES[contentType];

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={`Upload to ${mature ? brand.premiumName : brand.mainName}`}>
      <fieldset disabled={busy} className="grid gap-5 md:grid-cols-2">
        <SelectField
          name="avatarId"
          label="Avatar"
          options={avatars.map((a) => ({ value: String(a.id), label: a.name }))}
          placeholder="Choose an avatar"
        />
        <SelectField
          name="contentType"
          label="Content Type"
          options={AREA_CONTENT_TYPES[area].map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
        />
        <TextField name="title" label="Title" placeholder="Give your content a title" className="md:col-span-2" />
        <TextareaField
          name="description"
          label={contentType === 'text' ? 'Content' : 'Description'}
          placeholder={contentType === 'text' ? 'Write your post' : 'Describe your content'}
          className="md:col-span-2"
        />
        <SelectField name="category" label="Category" options={AREA_CATEGORIES[area]} />
        <TextField
          name="tags"
          label="Tags"
          placeholder="e.g. travel, sunset, lisbon"
          hint="Separate tags with commas"
        />
        {rule ? (
          <div className="md:col-span-2">
            <FileUploader
              mode={mode}
              rule={rule}
              items={uploads.items}
              onAdd={(files) => {
                setFilesError(null);
                uploads.add(files);
              }}
              onRemove={uploads.remove}
              label={
                contentType === 'image'
                  ? 'Drop images here or click to choose'
                  : `Drop a ${contentType} file here or click to choose`
              }
              disabled={busy}
              externalError={filesError}
            />
          </div>
        ) : null}
        {mature ? (
          <>
            <SelectField name="tier" label="Subscriber Tier" options={TIER_OPTIONS} />
            <div className="flex items-start gap-3">
              <Switch id={`age-${area}`} checked disabled aria-describedby={`age-${area}-hint`} />
              <div className="grid gap-0.5 text-sm leading-snug">
                <Label htmlFor={`age-${area}`} className="flex items-center gap-1">
                  <ShieldCheck className="size-4" aria-hidden="true" /> Age verification (18+)
                </Label>
                <span id={`age-${area}-hint`} className="text-xs text-muted-foreground">
                  Everyone shown is 18 or older. Required in this area, always on.
                </span>
              </div>
            </div>
            <TextareaField
              name="verificationNotes"
              label="Verification Notes (optional)"
              placeholder="Anything our reviewers should know"
              className="md:col-span-2"
            />
          </>
        ) : (
          <>
            <div className="md:col-span-2">
              <SwitchField name="premium" label="Premium content" hint="Only subscribers can see premium content." />
            </div>
            {premium ? <SelectField name="tier" label="Subscriber Tier" options={TIER_OPTIONS} /> : null}
          </>
        )}
        {premium ? (
          <TextareaField
            name="teaser"
            label={TEASER_LABEL}
            hint={TEASER_HINT}
            placeholder="One or two lines that make people curious"
            rows={2}
            className="md:col-span-2"
          />
        ) : null}
        <ScheduleFields className="grid gap-4 md:col-span-2" />
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-muted-foreground">
          {mature
            ? 'Uploads here are reviewed before they are published (usually within 2-3 business days).'
            : `Published to ${brand.mainName} as soon as you upload, or at the time you schedule.`}
        </p>
        <Button type="submit" disabled={busy || avatars.length === 0}>
          {busy ? (
            <>
              <Spinner className="size-4" /> Uploading...
            </>
          ) : (
            'Upload Content'
          )}
        </Button>
      </div>
    </Form>
  );
}
