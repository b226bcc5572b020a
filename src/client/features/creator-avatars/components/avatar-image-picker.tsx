import { useState } from 'react';
import { UPLOAD_RULES } from '../../../../shared/contracts/uploads.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FileUploader } from '../../../components/upload/file-uploader.tsx';
import { useFileUploads } from '../../../components/upload/use-file-uploads.ts';

export interface PickedImage {
  /** undefined = unchanged, null = removed, number = newly uploaded media id. */
  mediaId: number | null | undefined;
  url: string | null;
}

/** A single image uploaded as soon as it is chosen (resized on the server to 9:12). */
export function AvatarImagePicker({
  label,
  value,
  onChange,
  onBusyChange,
}: {
  label: string;
  value: PickedImage;
  onChange: (value: PickedImage) => void;
  onBusyChange: (busy: boolean) => void;
}) {
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
