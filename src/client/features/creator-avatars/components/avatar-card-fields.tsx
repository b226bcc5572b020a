import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { CARD_FIELD_LIMITS } from '../../../../shared/contracts/avatars.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextareaField } from '../../../components/ui/form.tsx';

/** Alternate greetings as the form holds them: one object per text box (react-hook-form's field arrays). */
export const ZGreetingList = z
  .array(
    z.object({
      text: z
        .string()
        .trim()
        .min(1, 'Write the greeting, or remove it')
        .max(
          CARD_FIELD_LIMITS.greeting,
          `Each alternate greeting must be at most ${CARD_FIELD_LIMITS.greeting} characters`,
        ),
    }),
  )
  .max(
    CARD_FIELD_LIMITS.alternateGreetings,
    `List at most ${CARD_FIELD_LIMITS.alternateGreetings} alternate greetings`,
  );

/**
 * The Character Card fields beyond the persona: other greetings (the chat offers them as
 * swipes of the first message), instructions for AI models, and notes for other people.
 */
export function AvatarCardFields() {
  const { control } = useFormContext<{ alternateGreetings: { text: string }[] }>();
  const greetings = useFieldArray({ control, name: 'alternateGreetings' });
  return (
    <fieldset className="grid gap-4 md:col-span-2">
      <legend className="mb-2 font-semibold">Greetings and instructions</legend>
      <div className="grid gap-3">
        {greetings.fields.map((field, index) => (
          <div key={field.id} className="grid gap-2">
            <TextareaField name={`alternateGreetings.${index}.text`} label={`Alternate greeting ${index + 1}`} />
            <div className="flex justify-end">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => greetings.remove(index)}
                aria-label={`Remove alternate greeting ${index + 1}`}
              >
                <Trash2 aria-hidden="true" /> Remove
              </Button>
            </div>
          </div>
        ))}
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => greetings.append({ text: '' })}
            disabled={greetings.fields.length >= CARD_FIELD_LIMITS.alternateGreetings}
          >
            <Plus aria-hidden="true" /> Add alternate greeting
          </Button>
          <p className="mt-1 text-xs text-muted-foreground">Other ways to open a chat; visitors can swipe to them.</p>
        </div>
      </div>
      <TextareaField
        name="systemPrompt"
        label="System prompt"
        hint="Extra instructions for AI models and tools that read Character Cards. Only you see it."
      />
      <TextareaField
        name="postHistoryInstructions"
        label="Post-history instructions"
        hint="Instructions other tools place after the conversation."
      />
      <TextareaField
        name="creatorNotes"
        label="Creator notes"
        hint="Notes for people who use the card; never for the AI."
      />
    </fieldset>
  );
}
