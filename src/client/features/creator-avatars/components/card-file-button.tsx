import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';

/** What the server found wrong with the file: every problem it lists, else its message. */
function problemsOf(error: unknown): string[] {
  if (error instanceof ApiError && error.issues.length > 1) return error.issues.map((issue) => issue.message);
  return [errorMessage(error, 'This file could not be read.')];
}

/**
 * A button that picks a Character Card file (JSON, PNG, CHARX) and hands it over; what
 * the server finds wrong with the file (all of it, when there are several problems) is
 * said beside the button, as an alert.
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
  const [problems, setProblems] = useState<string[]>([]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblems([]);
    try {
      await onFile(file);
    } catch (error) {
      setProblems(problemsOf(error));
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
      {problems.length === 1 ? (
        <p role="alert" className="max-w-xs text-right text-sm font-medium text-destructive">
          {problems[0]}
        </p>
      ) : problems.length > 1 ? (
        <div role="alert" className="max-w-sm text-sm font-medium text-destructive">
          <p className="text-right">This file has these problems:</p>
          <ul className="mt-1 grid list-disc gap-1 pl-5">
            {problems.map((text, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
              <li key={index}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
