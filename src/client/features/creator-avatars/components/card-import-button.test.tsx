import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCharacterCard } from '../../../../shared/contracts/character-card.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { CardImportButton } from './card-import-button.tsx';

vi.mock('../../../lib/toast-store.ts', () => ({ toast: vi.fn() }));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
let answer: Response;
beforeEach(() => {
  vi.mocked(toast).mockClear();
  // The query client notes every failed mutation on the console; here failing is the point.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function importFile() {
  const onImported = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CardImportButton onImported={onImported} />
    </QueryClientProvider>,
  );
  const file = new File(['{}'], 'card.json', { type: 'application/json' });
  await userEvent.setup().upload(screen.getByLabelText('Character Card file to import'), file);
  return { onImported };
}

/** The server's answer for a card lacking its name, description and first message, worded by the card contract. */
function lackingThree() {
  const parsed = parseCharacterCard({
    spec: 'chara_card_v2',
    spec_version: '2.0',
    data: { personality: '', scenario: '', mes_example: '' },
  });
  const issues = parsed.ok ? [] : parsed.issues;
  return { message: issues[0]?.headline, issues: issues.map(({ path, message }) => ({ path, message })) };
}

describe('importing a Character Card the server refuses', () => {
  it('shows every problem the server lists, not only the first, each as a sentence about the field', async () => {
    answer = json(400, lackingThree());
    const { onImported } = await importFile();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This file has these problems:')).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Name is missing.', 'Description is missing.', 'First message (first_mes) is missing.']);
    expect(onImported).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows a single problem as the sentence it is', async () => {
    answer = json(400, { message: 'This PNG has no Character Card in it (no "chara" or "ccv3" text chunk).' });
    await importFile();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This PNG has no Character Card in it (no "chara" or "ccv3" text chunk).');
    expect(within(alert).queryAllByRole('listitem')).toEqual([]);
  });
});
