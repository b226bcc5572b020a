import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Button } from './button.tsx';
import { FormField } from './form.tsx';
import { Input } from './input.tsx';

/**
 * A short list of words bound to a string[] form field: type one, press Enter or Add; each
 * listed word has its own Remove button. The label names the text box; the list is
 * announced with the same name, and what was added or removed is said in a live region.
 * The form's schema judges the list (length, duplicates) like any other field.
 */
export function TagListField({
  name,
  label,
  hint,
  max,
  maxLength,
  disabled,
  className,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  /** At most this many: Add is disabled once the list is full. */
  max: number;
  maxLength: number;
  disabled?: boolean;
  className?: string;
}) {
  const { control, formState } = useFormContext();
  const [draft, setDraft] = useState('');
  const [said, setSaid] = useState('');
  const input = useRef<HTMLInputElement>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const list: string[] = Array.isArray(field.value) ? field.value : [];
        // Like every field: checked on submit, then on each change (see useZodForm).
        const change = (next: string[]) => field.onChange(next);
        const full = list.length >= max;
        const add = () => {
          const word = draft.trim();
          if (!word) return;
          if (full) {
            setSaid(`${label} holds at most ${max}.`);
            return;
          }
          if (list.some((w) => w.toLowerCase() === word.toLowerCase())) {
            setSaid(`${word} is already listed.`);
            return;
          }
          change([...list, word]);
          setDraft('');
          setSaid(`Added ${word}.`);
        };
        const remove = (word: string) => {
          change(list.filter((w) => w !== word));
          setSaid(`Removed ${word}.`);
          input.current?.focus();
        };
        const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          add();
        };
        return (
          <FormField name={name} label={label} hint={hint} className={className}>
            {(ids) => (
              <div className="grid gap-2">
                <div className="flex gap-2">
                  <Input
                    ref={input}
                    id={ids.id}
                    value={draft}
                    maxLength={maxLength}
                    disabled={disabled}
                    aria-invalid={ids.invalid}
                    aria-describedby={ids.describedBy}
                    onChange={(e) => setDraft(e.target.value)}
                    onKeyDown={onKeyDown}
                    onBlur={field.onBlur}
                  />
                  <Button
                    variant="outline"
                    onClick={add}
                    disabled={disabled || full || !draft.trim()}
                    aria-label={`Add to ${label}`}
                  >
                    <Plus aria-hidden="true" /> Add
                  </Button>
                </div>
                {list.length > 0 ? (
                  <ul aria-label={label} className="flex flex-wrap gap-2">
                    {list.map((word) => (
                      <li
                        key={word}
                        className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground"
                      >
                        {word}
                        <button
                          type="button"
                          className="inline-flex size-6 items-center justify-center rounded-full hover:bg-background/60 focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
                          aria-label={`Remove ${word}`}
                          disabled={disabled}
                          onClick={() => remove(word)}
                        >
                          <X aria-hidden="true" className="size-3.5" />
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p className="sr-only" aria-live="polite">
                  {formState.isSubmitting ? '' : said}
                </p>
              </div>
            )}
          </FormField>
        );
      }}
    />
  );
}
