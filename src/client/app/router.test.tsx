import { describe, expect, it } from 'vitest';
import { NOT_FOUND_SCREEN, ROUTES, type ScreenName, screenExport } from '../../shared/routes.ts';
import { resolveScreen } from './router.tsx';

describe('the router', () => {
  it('has the screen of every route of the route table, and of the not-found page', async () => {
    for (const screen of [...ROUTES.map((r) => r.screen), NOT_FOUND_SCREEN] as ScreenName[]) {
      const Screen = await resolveScreen(screen);
      expect(Screen.name, screen).toBe(screenExport(screen));
    }
  });
});
