import { useFormContext } from 'react-hook-form';
import type { CreatorSettings } from '../../../../shared/contracts/creator-settings.ts';
import { UPLOAD_RULES } from '../../../../shared/contracts/uploads.ts';
import { TextareaField, TextField } from '../../../components/ui/form.tsx';
import { FileUploader } from '../../../components/upload/file-uploader.tsx';
import { useFileUploads } from '../../../components/upload/use-file-uploads.ts';
import { EligibilityBlock } from './eligibility-block.tsx';
import { LinkifiedText } from './linkified-text.tsx';
import { PendingEmailChangeNotice } from './pending-email-change.tsx';

export function ProfileTab({
  settings,
  picture,
  onPicture,
  onUploading,
}: {
  settings: CreatorSettings;
  picture: string | null;
  onPicture: (media: { id: number; url: string }) => void;
  onUploading: (busy: boolean) => void;
}) {
  const { watch } = useFormContext();
  const bio: string = watch('profile.bio') ?? '';
  const email: string = watch('profile.email') ?? '';
  const changingEmail = email.trim().toLowerCase() !== settings.profile.email;
  const uploads = useFileUploads();

  const onAdd = async (files: File[]) => {
    const added = uploads.add(files, true);
    onUploading(true);
    try {
      const [media] = await uploads.uploadAll('image', 'profile', added);
      if (media) onPicture({ id: media.id, url: media.url });
    } catch {
      // The uploader row shows the server's reason.
    } finally {
      onUploading(false);
    }
  };

  return (
    <div className="grid gap-5 md:grid-cols-2">
      <div className="flex items-center gap-4 md:col-span-2">
        <div className="size-20 shrink-0 overflow-hidden rounded-full bg-muted">
          {picture ? <img src={picture} alt="Your profile" className="size-full object-cover" /> : null}
        </div>
        <FileUploader
          className="flex-1"
          mode="single-image"
          rule={UPLOAD_RULES.image}
          items={uploads.items}
          onAdd={(files) => void onAdd(files)}
          onRemove={uploads.remove}
          label="Upload a profile picture"
        />
      </div>
      <TextField name="profile.name" label="Full Name" autoComplete="name" />
      <TextField name="profile.username" label="Username" autoComplete="username" />
      <div className="grid gap-2 md:col-span-2">
        <TextareaField name="profile.bio" label="Bio" hint="URLs in your bio are hyperlinked." />
        {bio.trim() ? (
          <div className="rounded-lg border bg-muted/40 p-3 text-sm whitespace-pre-wrap">
            <span className="mb-1 block text-xs font-medium text-muted-foreground">Preview</span>
            <LinkifiedText text={bio} />
          </div>
        ) : null}
      </div>
      <TextField name="profile.email" label="Email" type="email" autoComplete="email" />
      <TextField name="profile.websiteUrl" label="Website URL" type="url" placeholder="https://" />
      {changingEmail ? (
        <TextField
          name="profile.currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          hint="Needed to change your email. We send a link to the new address; your email changes when you open it."
        />
      ) : null}
      {settings.emailChange ? (
        <PendingEmailChangeNotice change={settings.emailChange} current={settings.profile.email} />
      ) : null}
      <div className="md:col-span-2">
        <EligibilityBlock eligibility={settings.eligibility} />
      </div>
    </div>
  );
}
