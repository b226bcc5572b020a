import { BookOpen, Plus } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { LOREBOOK_LIMITS, type Lorebook, newLorebookEntry, ZLorebook } from '../../../../shared/contracts/lorebooks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { applyServerIssues, Form, TextField, useZodForm } from '../../../components/ui/form.tsx';
import { SwitchField } from '../../../components/ui/form-controls.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useLorebook, useSaveLorebook } from '../api/lorebook.ts';
import { LorebookEntryFields, NumberField } from './lorebook-entry-fields.tsx';
import { LorebookTestPanel } from './lorebook-test-panel.tsx';

/** The avatar's lorebook: what the companion knows, brought into the conversation by keywords. */
export function LorebookEditor({ avatarId, avatarName }: { avatarId: number; avatarName: string }) {
  const book = useLorebook(avatarId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BookOpen aria-hidden="true" className="size-5" /> Lorebook
        </CardTitle>
        <CardDescription>
          Facts about {avatarName} and their world. When a key comes up in the last messages, its entry is added to what
          the AI knows, within the token budget.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {book.isPending ? (
          <Skeleton className="h-32 rounded-xl" />
        ) : book.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(book.error, 'Could not load the lorebook.')}
          </p>
        ) : (
          <LorebookForm avatarId={avatarId} book={book.data} />
        )}
      </CardContent>
    </Card>
  );
}

function LorebookForm({ avatarId, book }: { avatarId: number; book: Lorebook }) {
  const form = useZodForm(ZLorebook, book);
  const entries = useFieldArray({ control: form.control, name: 'entries' });
  const save = useSaveLorebook(avatarId);

  const onSubmit = async (values: Lorebook) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved);
      toast({ title: 'Lorebook saved', description: `${saved.entries.length} entries.`, variant: 'success' });
    } catch (error) {
      // 'Save failed' is useSaveLorebook's toast; issues also go beside their fields.
      if (error instanceof ApiError) applyServerIssues(form, error.issues);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Lorebook">
      <fieldset disabled={save.isPending} className="grid gap-5">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField name="name" label="Lorebook name" />
          <SwitchField
            name="recursiveScanning"
            label="Recursive scanning"
            hint="Entries can fire from other entries' content."
          />
          <NumberField name="scanDepth" label="Scan depth" hint="How many recent messages are searched for keys." />
          <NumberField
            name="tokenBudget"
            label="Token budget"
            hint="The most lore added to one reply (about 4 characters a token)."
          />
        </div>
        <div className="grid gap-3">
          <h3 className="font-semibold">Entries ({entries.fields.length})</h3>
          {entries.fields.length === 0 ? (
            <p className="text-sm text-muted-foreground">No entries yet. Add one for each place, person or fact.</p>
          ) : (
            entries.fields.map((field, index) => (
              <LorebookEntryFields key={field.id} index={index} onRemove={() => entries.remove(index)} />
            ))
          )}
          <div>
            <Button
              variant="outline"
              onClick={() => entries.append(newLorebookEntry())}
              disabled={entries.fields.length >= LOREBOOK_LIMITS.entries}
            >
              <Plus aria-hidden="true" /> Add entry
            </Button>
          </div>
        </div>
      </fieldset>
      <LorebookTestPanel avatarId={avatarId} draft={() => form.getValues()} />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Lorebook'}
        </Button>
      </div>
    </Form>
  );
}
