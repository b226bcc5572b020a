import { useState } from 'react';
import type { ImageReview } from '../../../../shared/contracts/creator-avatars.ts';
import { UPLOAD_RULES } from '../../../../shared/contracts/uploads.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FileUploader } from '../../../components/upload/file-uploader.tsx';
import { useFileUploads } from '../../../components/upload/use-file-uploads.ts';

export interface PickedImage {
  /** undefined = unchanged, null = removed, number = newly uploaded media id. */
  mediaId: number | null | undefined;
  url: string | null;
}

/** What the creator is told about the review of the picture shown. */
function reviewNote(value: PickedImage, review: ImageReview | null): { text: string; alert: boolean } {
  if (value.mediaId === undefined && review?.status === 'pending') {
    return { text: 'Waiting for review: visitors see it once a moderator approves it.', alert: false };
  }
  if (value.mediaId === undefined && review?.status === 'rejected') {
    const reason = review.reason ? ` (${review.reason})` : '';
    return { text: `Not approved${reason}: visitors never see this picture. Choose another.`, alert: true };
  }
  return { text: 'A moderator reviews new pictures before visitors see them.', alert: false };
}

/**
 * A single image uploaded as soon as it is chosen (resized on the server to 9:12). Until a
 * moderator approves it, visitors see the previous picture or the placeholder.
 */
export function AvatarImagePicker({
  label,
  value,
  review,
  onChange,
  onBusyChange,
}: {
  label: string;
  value: PickedImage;
  /** The saved choice waiting for (or refused) review, if any. */
  review: ImageReview | null;
  onChange: (value: PickedImage) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const note = reviewNote(value, review);
  const uploads = useFileUploads();
  const [error, setError] = useState<string | null>(null);

  const onAdd = async (files: File[]) => {
    setError(null);
    const added = uploads.add(files, true);
    onBusyChange(true);
    try {
      const [media] = await uploads.uploadAll('image', 'avatar', added);
      if (media) onChange({ mediaId: media.id, url: media.url });
    } catch {
      setError('The image could not be uploaded.');
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium">{label}</span>
      <div className="flex items-start gap-4">
        <div className="aspect-[9/12] w-24 shrink-0 overflow-hidden rounded-xl bg-muted">
          {value.url ? <img src={value.url} alt={`${label} preview`} className="size-full object-cover" /> : null}
        </div>
        <div className="grid flex-1 gap-2">
          <FileUploader
            mode="single-image"
            rule={UPLOAD_RULES.image}
            items={uploads.items}
            onAdd={(files) => void onAdd(files)}
            onRemove={uploads.remove}
            label={`Choose ${label.toLowerCase()}`}
            externalError={error}
          />
          <p className={note.alert ? 'text-sm font-medium text-destructive' : 'text-xs text-muted-foreground'}>
            {note.text}
          </p>
          {value.url ? (
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-start"
              onClick={() => {
                uploads.clear();
                onChange({ mediaId: null, url: null });
              }}
            >
              Remove image
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
