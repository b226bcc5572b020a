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
  // Legacy mode runs axe in the page itself; the default mode finishes every run in a blank
  // page of its own (a new renderer), and our pages have no cross-origin frames for it to
  // join. Passes and incomplete results are not read, so axe keeps one node of each: the
  // violations are complete either way. 2,085 -> 1,279 ms a check here (avatar-profile.spec).
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
