import { type Brand, DEFAULT_BRAND } from '../../shared/brand.ts';
import type { AuthUser } from '../../shared/contracts/auth.ts';
import type { AvatarProfile } from '../../shared/contracts/avatars.ts';
import type { AvatarListPage } from '../../shared/routes.ts';

/** Runtime configuration the server writes into index.html (`<meta name="app-config">`). */
export interface AppConfig {
  brand: Brand;
  /**
   * Who was signed in when the page was served: a user, null for a guest, or undefined
   * when the page did not come from our server (the Vite dev server), so it must be fetched.
   */
  initialUser: AuthUser | null | undefined;
  /** On /avatar/:id and /avatar-chat/:id: that avatar, as GET /api/avatars/:id answered it when the page was served. */
  initialAvatar?: AvatarProfile | undefined;
  /** On /avatars: its first page for the address's search and category (null: none embedded). */
  initialAvatarPage?: AvatarListPage | null | undefined;
}

function readAppConfig(): AppConfig {
  const raw = typeof document === 'undefined' ? null : document.querySelector('meta[name="app-config"]');
  try {
    const parsed = JSON.parse(raw?.getAttribute('content') ?? '{}') as Partial<AppConfig>;
    return {
      brand: { ...DEFAULT_BRAND, ...parsed.brand },
      initialUser: parsed.initialUser,
      initialAvatar: parsed.initialAvatar,
      initialAvatarPage: parsed.initialAvatarPage,
    };
  } catch {
    return { brand: DEFAULT_BRAND, initialUser: undefined };
  }
}

export const appConfig: AppConfig = readAppConfig();
export const brand: Brand = appConfig.brand;
