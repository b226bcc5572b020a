import { expect, type Locator, type Page } from '@playwright/test';
import { openPage } from './navigation.ts';

export interface ApiAvatar {
  id: number;
  name: string;
  tagline: string;
  category: string;
}

/** What the API answers for a path (the page under test must agree with it). */
export async function apiJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * The avatar list the page itself fetches next whose query is exactly these parameters. Tests in
 * the other worker publish avatars meanwhile (creator-portal: category 'art', ranked first
 * by 'new'), so a second request for the same list can differ from what the page received;
 * the page's own answer is what its cards must show. Call before the action that fetches.
 */
export async function nextListAnswer(page: Page, params: Record<string, string>): Promise<ApiAvatar[]> {
  const response = await page.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      r.request().method() === 'GET' &&
      url.pathname === '/api/avatars' &&
      url.searchParams.size === Object.keys(params).length &&
      Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value)
    );
  });
  expect(response.ok(), `${response.url()}: ${response.status()}`).toBe(true);
  return (await response.json()) as ApiAvatar[];
}

export interface ApiOnlineAvatar {
  id: number;
  name: string;
}

/**
 * The Online Now lists the page receives, from now on; `latest()` is the one it shows (none
 * yet: undefined). Call before the page loads. Tests in the other worker chat meanwhile, and
 * an avatar in a conversation joins the list or moves to its front: a second request for the
 * list can differ from what the page received (with another worker chatting, online-now.spec's
 * first link was /avatar/11 and the second read's /avatar/12). The page asks again itself (every
 * 60 s, or when a list is opened once its copy is 30 s old): its last answer is what it shows.
 */
export function onlineAnswers(page: Page): { latest: () => ApiOnlineAvatar[] | undefined } {
  let latest: ApiOnlineAvatar[] | undefined;
  let received = 0;
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/api/online-avatars' || response.request().method() !== 'GET' || !response.ok()) return;
    const order = ++received;
    // A body can be gone when the page navigates away first; that answer was never shown.
    const list = (await response.json().catch(() => undefined)) as ApiOnlineAvatar[] | undefined;
    // Bodies are read concurrently: one that arrived later wins even if it was read first.
    if (list && order === received) latest = list;
  });
  return { latest: () => latest };
}

/** The avatar cards of a grid, by the grid's accessible name. */
export function cards(page: Page, gridName: string | RegExp): Locator {
  return page.getByRole('list', { name: gridName }).getByRole('article');
}

/**
 * Names on the cards, in order. Their text, not innerText: cards away from the screen are
 * not rendered (content-visibility: auto) and innerText reads "" there, while the text is
 * in the page for find-in-page and assistive technology alike.
 */
export async function cardNames(page: Page, gridName: string | RegExp): Promise<string[]> {
  const names = await cards(page, gridName).getByRole('heading', { level: 3 }).allTextContents();
  return names.map((name) => name.trim());
}

/** Horizontal overflow of the document in CSS pixels (0 when nothing sticks out). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Home's hero link 'Browse companions' lands the grid's heading in view and below the sticky
 * header and filter bar, which stay on top of the page as it scrolls.
 */
export async function expectBrowseLinkClearsStickyBars(page: Page): Promise<void> {
  await openPage(page, '/');
  await expect(cards(page, 'Available Avatars')).toHaveCount(8);
  await page.getByRole('link', { name: 'Browse companions' }).click();
  await expect(page).toHaveURL(/#avatars$/);
  const heading = page.getByRole('heading', { name: 'Available Avatars' });
  await expect(heading).toBeInViewport();
  const covered = await heading.evaluate((el) => {
    const top = el.getBoundingClientRect().top;
    const bar = document.querySelector('input[type="search"]')?.closest('.sticky');
    return [document.querySelector('header'), bar].some((b) => b && b.getBoundingClientRect().bottom > top);
  });
  expect(covered).toBe(false);
}
