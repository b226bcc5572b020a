import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label, Textarea } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/** What went wrong with an edit, in the server's words (the field's message first). */
export function editErrorMessage(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError) return error.issues[0]?.message ?? error.serverMessage ?? 'Could not save';
  return 'Could not save';
}

/** Rewrites one text of the memory panel in place: Save or Cancel, the error under the field. */
export function MemoryInlineEdit(props: {
  label: string;
  initial: string;
  multiline?: boolean;
  pending: boolean;
  error: unknown;
  onSave: (value: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(props.initial);
  const error = editErrorMessage(props.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave(value);
  };
  const field = {
    id,
    value,
    autoFocus: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setValue(event.target.value),
  };
  return (
    <form onSubmit={submit} className="grid w-full gap-2">
      <Label htmlFor={id}>{props.label}</Label>
      {props.multiline ? <Textarea {...field} rows={6} /> : <Input {...field} />}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={props.pending}>
          Save
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
