import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { waitForRouteSettled } from './navigation.ts';

/**
 * Fails on any serious or critical WCAG 2.x A/AA violation on the current page, once its
 * screen is shown and the page change's 'Loading page...' overlay is gone: caught mid-fade,
 * that overlay's text is between opacities and fails contrast (economy.spec.ts checked the
 * checkout right after the click that opened it).
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await waitForRouteSettled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
