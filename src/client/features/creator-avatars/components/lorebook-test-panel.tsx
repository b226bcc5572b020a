import { FlaskConical } from 'lucide-react';
import { useId, useState } from 'react';
import type { Lorebook, LorebookTestResult } from '../../../../shared/contracts/lorebooks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label, Textarea } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTestLorebook } from '../api/lorebook.ts';

type Fired = LorebookTestResult['fired'][number];

function explain(entry: Fired): string {
  const why = entry.reason === 'constant' ? 'constant' : `key "${entry.key}"`;
  return `${entry.name || `Entry ${entry.index + 1}`}: ${why}, about ${entry.tokens} tokens`;
}

/** Type a message, see which entries of the book as edited (saved or not) would fire. */
export function LorebookTestPanel({ avatarId, draft }: { avatarId: number; draft: () => Lorebook }) {
  const test = useTestLorebook(avatarId);
  const [message, setMessage] = useState('');
  const id = useId();
  const result = test.data;
  const run = () => {
    if (message.trim()) test.mutate({ message, lorebook: draft() });
  };
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border border-dashed p-4">
      <h3 id={`${id}-title`} className="font-semibold">
        Test entries
      </h3>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-message`}>Test message</Label>
        <Textarea
          id={`${id}-message`}
          value={message}
          maxLength={4000}
          placeholder="Type what a visitor might say…"
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      <div>
        <Button variant="secondary" onClick={run} disabled={!message.trim() || test.isPending}>
          <FlaskConical aria-hidden="true" /> {test.isPending ? 'Testing...' : 'Test entries'}
        </Button>
      </div>
      <div role="status" aria-live="polite" className="grid gap-2 text-sm">
        {test.isError ? (
          <p className="font-medium text-destructive">{errorMessage(test.error, 'The test failed.')}</p>
        ) : result ? (
          <>
            {result.fired.length === 0 ? (
              <p>No entry fires for this message.</p>
            ) : (
              <>
                <p>
                  {result.fired.length === 1 ? '1 entry fires' : `${result.fired.length} entries fire`} (
                  {result.tokensUsed} of {result.tokenBudget} tokens):
                </p>
                <ul aria-label="Entries that fire" className="list-disc pl-5">
                  {result.fired.map((f) => (
                    <li key={f.index}>{explain(f)}</li>
                  ))}
                </ul>
              </>
            )}
            {result.overBudget.length > 0 ? (
              <>
                <p>Left out, over the token budget:</p>
                <ul aria-label="Entries over the token budget" className="list-disc pl-5">
                  {result.overBudget.map((f) => (
                    <li key={f.index}>{explain(f)}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
