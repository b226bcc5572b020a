import { CheckCircle2, FileAudio, FileVideo, ImageIcon, Upload, X } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import {
  checkSelection,
  formatFileSize,
  IMAGE_FORMATS_HINT,
  type UploaderRule,
} from '../../../shared/contracts/uploads.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import type { SelectedFile } from './use-file-uploads.ts';

export type UploaderMode = 'files' | 'images' | 'single-image';

interface FileUploaderProps {
  mode: UploaderMode;
  rule: UploaderRule;
  items: SelectedFile[];
  onAdd: (files: File[], replace: boolean) => void;
  onRemove: (id: string) => void;
  label: string;
  disabled?: boolean;
  /** A problem found outside the uploader (e.g. none selected on submit). */
  externalError?: string | null;
  className?: string;
}

function FileIcon({ type }: { type: string }) {
  if (type.startsWith('video/')) return <FileVideo aria-hidden="true" />;
  if (type.startsWith('audio/')) return <FileAudio aria-hidden="true" />;
  return <ImageIcon aria-hidden="true" />;
}

/**
 * Spec §5 uploaders: the multi-file one (max files, max size, accepted types with wildcard
 * matching) and the image one (images only, up to n, or a single image that keeps the first).
 * Each file shows its size in B/KB/MB and its real upload progress, then 'Upload complete'.
 */
export function FileUploader({
  mode,
  rule,
  items,
  onAdd,
  onRemove,
  label,
  disabled,
  externalError,
  className,
}: FileUploaderProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const shownError = error ?? externalError ?? null;
  const single = mode === 'single-image';

  const take = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const files = Array.from(list);
    const { accepted, error: problem } = checkSelection(mode, rule, single ? 0 : items.length, files);
    setError(problem);
    if (accepted.length > 0) onAdd(accepted, single);
    if (input.current) input.current.value = '';
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  const hint =
    mode === 'files'
      ? `${rule.accept.join(', ')} · up to ${rule.maxFiles} file${rule.maxFiles === 1 ? '' : 's'}, ${rule.maxMb} MB each`
      : `${IMAGE_FORMATS_HINT}${mode === 'images' ? ` · up to ${rule.maxFiles} images` : ''}`;

  return (
    <div className={cn('grid gap-3', className)} data-slot="file-uploader">
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-input bg-muted/40 px-4 py-6 text-center transition-colors hover:bg-muted focus-within:outline-2 focus-within:outline-ring',
          dragging && 'border-primary bg-primary/5',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <Upload className="size-6 text-muted-foreground" aria-hidden="true" />
        <span className="text-sm font-medium">{label}</span>
        <span id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </span>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="sr-only"
          multiple={!single}
          accept={mode === 'files' ? rule.accept.join(',') : 'image/*'}
          disabled={disabled}
          aria-invalid={Boolean(shownError)}
          aria-describedby={[hintId, shownError ? errorId : null].filter(Boolean).join(' ')}
          onChange={(e) => take(e.target.files)}
        />
      </label>
      {shownError ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {shownError}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="grid gap-2" aria-label="Selected files">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 rounded-lg border bg-card p-2">
              {item.previewUrl ? (
                <img src={item.previewUrl} alt="" className="size-12 shrink-0 rounded-md object-cover" />
              ) : (
                <span className="grid size-12 shrink-0 place-items-center rounded-md bg-muted [&_svg]:size-5">
                  <FileIcon type={item.file.type} />
                </span>
              )}
              <div className="grid min-w-0 flex-1 gap-1">
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="truncate font-medium">{item.file.name}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(item.file.size)}</span>
                </div>
                {item.progress !== null ? (
                  item.progress >= 100 ? (
                    <span className="flex items-center gap-1 text-xs font-medium text-success">
                      <CheckCircle2 className="size-3.5" aria-hidden="true" /> Upload complete
                    </span>
                  ) : (
                    <div
                      role="progressbar"
                      aria-label={`Uploading ${item.file.name}`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={item.progress}
                      className="h-1.5 overflow-hidden rounded-full bg-muted"
                    >
                      <div className="h-full bg-primary transition-[width]" style={{ width: `${item.progress}%` }} />
                    </div>
                  )
                ) : null}
                {item.error ? <span className="text-xs font-medium text-destructive">{item.error}</span> : null}
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 shrink-0"
                aria-label={`Remove ${item.file.name}`}
                disabled={disabled || (item.progress !== null && item.progress < 100)}
                onClick={() => {
                  setError(null);
                  onRemove(item.id);
                }}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
