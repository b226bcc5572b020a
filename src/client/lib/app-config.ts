import { type Brand, DEFAULT_BRAND } from '../../shared/brand.ts';

/** Runtime configuration the server writes into index.html (`<meta name="app-config">`). */
export interface AppConfig {
  brand: Brand;
}

function readAppConfig(): AppConfig {
  const raw = typeof document === 'undefined' ? null : document.querySelector('meta[name="app-config"]');
  try {
    const parsed = JSON.parse(raw?.getAttribute('content') ?? '{}') as Partial<AppConfig>;
    return { brand: { ...DEFAULT_BRAND, ...parsed.brand } };
  } catch {
    return { brand: DEFAULT_BRAND };
  }
}

export const appConfig: AppConfig = readAppConfig();
export const brand: Brand = appConfig.brand;
