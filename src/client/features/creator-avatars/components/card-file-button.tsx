import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

/**
 * A button that picks a Character Card file (JSON, PNG, CHARX) and hands it over; what
 * the server finds wrong with the file is said beside the button, as an alert.
 */
export function CardFileButton({
  label,
  inputLabel,
  busy,
  size,
  onFile,
}: {
  label: string;
  /** The file input's name (it is visually hidden; the button opens it). */
  inputLabel: string;
  busy?: string | null;
  size?: 'sm' | 'default';
  onFile: (file: File) => Promise<void>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    try {
      await onFile(file);
    } catch (error) {
      setProblem(errorMessage(error, 'This file could not be read.'));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="grid justify-items-end gap-1">
      <input
        ref={input}
        type="file"
        accept=".json,application/json,.png,image/png,.charx"
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <Button
        variant="outline"
        size={size ?? 'default'}
        onClick={() => input.current?.click()}
        disabled={Boolean(busy)}
      >
        <FileUp aria-hidden="true" /> {busy ?? label}
      </Button>
      {problem ? (
        <p role="alert" className="max-w-xs text-right text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
