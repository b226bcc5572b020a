import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { LOREBOOK_LIMITS } from '../../../../shared/contracts/lorebooks.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, TextareaField, TextField } from '../../../components/ui/form.tsx';
import { SelectField, SwitchField } from '../../../components/ui/form-controls.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { TagListField } from '../../../components/ui/tag-list-field.tsx';

/** A whole-number field; with `optional`, an empty box is null (the entry uses the book's value). */
export function NumberField({
  name,
  label,
  hint,
  optional,
}: {
  name: string;
  label: string;
  hint?: string;
  optional?: boolean;
}) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} hint={hint}>
      {(ids) => (
        <Input
          id={ids.id}
          inputMode="numeric"
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          {...register(name, {
            setValueAs: (v: unknown) => (optional && (v === '' || v === null) ? null : Number(v)),
          })}
        />
      )}
    </FormField>
  );
}

const POSITIONS = [
  { value: 'before_char', label: 'Before the character' },
  { value: 'after_char', label: 'After the character' },
] as const;

/** One lorebook entry, folded to its title until opened. */
export function LorebookEntryFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { watch } = useFormContext();
  const at = (field: string) => `entries.${index}.${field}`;
  const name: string = watch(at('name')) ?? '';
  const keys: string[] = watch(at('keys')) ?? [];
  const title = name.trim() || keys[0] || `Entry ${index + 1}`;
  // A new (empty) entry starts open; from then on the creator opens and folds it. Derived on
  // every render, it folded under the cursor at the name's first letter.
  const [startsOpen] = useState(() => !name && keys.length === 0);
  return (
    <details className="group rounded-xl border bg-card" open={startsOpen}>
      <summary className="flex cursor-pointer flex-wrap items-center gap-2 rounded-xl px-4 py-3 font-medium focus-visible:outline-2 focus-visible:outline-ring">
        <span className="min-w-0 truncate">{title}</span>
        {watch(at('constant')) ? <Badge variant="secondary">Constant</Badge> : null}
        {watch(at('enabled')) ? null : <Badge variant="muted">Disabled</Badge>}
      </summary>
      <div className="grid gap-4 border-t p-4 md:grid-cols-2">
        <TextField name={at('name')} label="Entry name" hint="For you; never sent to the model." />
        <SelectField name={at('position')} label="Position in the prompt" options={POSITIONS} />
        <TagListField
          name={at('keys')}
          label="Keys"
          max={LOREBOOK_LIMITS.keys}
          maxLength={LOREBOOK_LIMITS.key}
          hint="The entry fires when one of these words comes up. Press Enter or Add after each."
          className="md:col-span-2"
        />
        <TagListField
          name={at('secondaryKeys')}
          label="Secondary keys"
          max={LOREBOOK_LIMITS.keys}
          maxLength={LOREBOOK_LIMITS.key}
          hint="With Selective on, one of these must come up too."
          className="md:col-span-2"
        />
        <TextareaField name={at('content')} label="Content" className="md:col-span-2" />
        <SwitchField name={at('enabled')} label="Enabled" />
        <SwitchField name={at('constant')} label="Constant" hint="Always in the prompt, keys or not." />
        <SwitchField name={at('selective')} label="Selective" />
        <SwitchField name={at('caseSensitive')} label="Case-sensitive keys" />
        <NumberField name={at('priority')} label="Priority" hint="Higher is kept first when the budget runs out." />
        <NumberField name={at('insertionOrder')} label="Insertion order" hint="Lower comes earlier in the prompt." />
        <NumberField
          name={at('scanDepth')}
          label="Scan depth"
          optional
          hint="Recent messages to search; leave empty for the book's."
        />
        <div className="flex items-end justify-end">
          <Button variant="outline" size="sm" onClick={onRemove} aria-label={`Remove entry ${title}`}>
            <Trash2 aria-hidden="true" /> Remove entry
          </Button>
        </div>
      </div>
    </details>
  );
}
