import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type FakeLlmServer, startFakeLlmServer } from '../../src/server/test/fake-llm-server.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { messageInput } from './support/chat.ts';
import { openPage, waitForRouteSettled } from './support/navigation.ts';

const log = (page: Page) => page.getByRole('log');
/** The companion's messages: the greeting the conversation opened with, then the replies. */
const companion = (page: Page) => log(page).locator('[data-role="assistant"]');
/** The text of the last reply on screen, without the speaker and time read to screen readers. */
const lastReply = (page: Page) => companion(page).last().locator('p');
const replyText = async (page: Page) => (await lastReply(page).textContent()) ?? '';
const visitor = (page: Page) => log(page).locator('[data-role="user"]');
const REPLY_TIMEOUT = { timeout: 20_000 };

async function openChat(page: Page, base = '') {
  await openPage(page, `${base}/avatar-chat/1`);
  await waitForRouteSettled(page);
}

async function say(page: Page, text: string, replyCount: number) {
  await messageInput(page).fill(text);
  await messageInput(page).press('Enter');
  await expect(companion(page)).toHaveCount(replyCount + 1, REPLY_TIMEOUT);
  await expect(page.getByTestId('typing-indicator')).toHaveCount(0, REPLY_TIMEOUT);
}

test.describe('conversation tree on the chat screen', () => {
  test('Stop pressed before the reply shows: the page shows what the history holds, no reload needed', async ({
    page,
  }) => {
    await openChat(page);
    await messageInput(page).fill('Tell me about your telescope.');
    await messageInput(page).press('Enter');
    const stop = page.getByRole('button', { name: 'Stop reply' });
    await stop.click();
    await expect(page.getByTestId('typing-indicator')).toHaveCount(0);
    await expect(stop).toHaveCount(0);
    // The offline engine has usually finished during the typing delay (Stop finds nothing left
    // to stop), else the reply is stopped unwritten: either way the screen agrees with the
    // history, where once the finished reply stayed hidden until a reload.
    const history = (await (await page.request.get('/api/chats/1')).json()) as { role: string; content: string }[];
    const replies = history.filter((m) => m.role === 'assistant');
    await expect(companion(page)).toHaveCount(replies.length);
  });

  test('regenerate and move between swipes, rate and copy a reply, edit a message, delete the last exchange', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openChat(page);
    // The greeting opens the conversation; it is not a reply, so it has nothing to regenerate.
    await expect(companion(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Regenerate reply' })).toHaveCount(0);
    await say(page, 'Tell me about your telescope.', 1);
    const first = await replyText(page);

    await page.getByRole('button', { name: 'Regenerate reply' }).click();
    const swipes = page.getByRole('group', { name: 'Alternatives' });
    await expect(swipes).toContainText('2 / 2', REPLY_TIMEOUT);
    await expect(page.getByTestId('typing-indicator')).toHaveCount(0, REPLY_TIMEOUT);
    const second = await replyText(page);
    expect(second).not.toBe(first);
    await page.getByRole('button', { name: 'Previous alternative' }).click();
    await expect(swipes).toContainText('1 / 2');
    await expect(lastReply(page)).toHaveText(first);
    await page.getByRole('button', { name: 'Next alternative' }).click();
    await expect(lastReply(page)).toHaveText(second);

    const good = page.getByRole('button', { name: 'Good reply' });
    await good.click();
    await expect(good).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Bad reply' })).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('button', { name: 'Copy message' }).nth(2).click();
    await expect(page.getByText('The message is on your clipboard', { exact: true })).toBeVisible();
    const stored = (await (await page.request.get('/api/chats/1')).json()) as { content: string }[];
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(stored.at(-1)?.content);

    await expectNoSeriousA11yViolations(page);

    // Edit: the edit takes the message's place and is answered; the old branch is one ← away.
    await page.getByRole('button', { name: 'Edit message' }).click();
    const box = page.getByRole('textbox', { name: 'Edit your message' });
    await box.fill('Tell me about the moon.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(visitor(page)).toContainText('Tell me about the moon.');
    await expect(companion(page)).toHaveCount(2, REPLY_TIMEOUT);
    await expect(page.getByTestId('typing-indicator')).toHaveCount(0, REPLY_TIMEOUT);
    const turn = swipes.first();
    await expect(turn).toContainText('2 / 2');
    await turn.getByRole('button', { name: 'Previous alternative' }).click();
    await expect(visitor(page)).toContainText('Tell me about your telescope.');
    await expect(lastReply(page)).toHaveText(second);

    // The exchange goes; the greeting stays, and cannot be deleted.
    await page.getByRole('button', { name: 'Delete last exchange' }).click();
    await expect(log(page).locator('[data-role]')).toHaveCount(1);
    await expect(companion(page)).toContainText('Oh good, company!');
    await expect(page.getByRole('button', { name: 'Delete last exchange' })).toHaveCount(0);
  });
});

/**
 * Stop needs a reply that takes its time: a server of its own whose model is a local
 * OpenAI-compatible test server streaming a few words a second.
 */
test.describe('stopping a reply', () => {
  let llm: FakeLlmServer;
  let server: ChildProcess;
  let base: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'companions-e2e-stop-'));

  test.beforeAll(async () => {
    llm = await startFakeLlmServer();
    llm.answer({
      kind: 'stream',
      chunks: ['I will tell you a long story. ', ...Array.from({ length: 60 }, (_, i) => `word${i} `)],
      delayMs: 500,
    });
    const port = execFileSync(process.execPath, [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ]).toString();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['dist/node/server/main.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: port,
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MULTIPLIER: '50',
        LLM_BASE_URL: llm.baseUrl,
        LLM_MODEL: 'slow-test-model',
        LLM_IDLE_TIMEOUT_MS: '60000',
      },
      stdio: 'ignore',
    });
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, { timeout: 60_000 })
      .toBe(200);
  });

  test.afterAll(async () => {
    server?.kill();
    await llm?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('Stop ends a streaming reply and keeps what was written', async ({ page }) => {
    await openChat(page, base);
    await messageInput(page).fill('Tell me a story.');
    await messageInput(page).press('Enter');
    const stop = page.getByRole('button', { name: 'Stop reply' });
    await expect(stop).toBeVisible();
    // The first sentence shows as it streams (after the reply delay), then Stop.
    await expect(page.getByText('I will tell you a long story.')).toBeVisible(REPLY_TIMEOUT);
    await stop.click();
    await expect(page.getByTestId('typing-indicator')).toHaveCount(0);
    await expect(companion(page)).toHaveCount(2);
    await expect(lastReply(page)).toContainText('I will tell you a long story.');
    await expect(lastReply(page)).not.toContainText('word');
    await expect(stop).toHaveCount(0);
  });
});
