import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

function Step({
  label,
  to,
  onChoose,
  disabled,
  children,
}: {
  label: string;
  to: number | undefined;
  onChoose: (messageId: number) => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-8 px-2"
      aria-label={label}
      disabled={disabled || to === undefined}
      onClick={() => to !== undefined && onChoose(to)}
    >
      {children}
    </Button>
  );
}

/**
 * ← n / m → between the alternatives of one turn (regenerated replies, edited messages).
 * Hidden when the turn has only one.
 */
export function AlternativeSwitch({
  siblings,
  current,
  onChoose,
  disabled = false,
}: {
  /** The turn's alternatives, oldest first. */
  siblings: number[];
  current: number;
  onChoose: (messageId: number) => void;
  disabled?: boolean;
}) {
  const index = siblings.indexOf(current);
  if (siblings.length < 2 || index < 0) return null;
  return (
    <fieldset aria-label="Alternatives" className="m-0 flex items-center border-0 p-0 text-xs text-muted-foreground">
      <Step label="Previous alternative" to={siblings[index - 1]} onChoose={onChoose} disabled={disabled}>
        <ChevronLeft aria-hidden="true" />
      </Step>
      <span className="min-w-10 text-center tabular-nums" aria-live="polite">
        {index + 1} / {siblings.length}
      </span>
      <Step label="Next alternative" to={siblings[index + 1]} onChoose={onChoose} disabled={disabled}>
        <ChevronRight aria-hidden="true" />
      </Step>
    </fieldset>
  );
}
