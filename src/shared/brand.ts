/**
 * Brand names and contact addresses. The server may override every field from BRAND_*
 * environment variables and hands the result to the browser through index.html, so no
 * screen types a brand name inline.
 */
export interface Brand {
  /** Main companion brand; also the {product} label of the general content area (nql). */
  mainName: string;
  /** Premium, adult-oriented creator brand (nqw). */
  premiumName: string;
  /** Creator portal brand; the portal's page title is this plus 'Creator Portal'. */
  creatorName: string;
  supportEmail: string;
  creatorSupportEmail: string;
}

export const DEFAULT_BRAND: Brand = {
  mainName: 'Not-Quite-Life',
  premiumName: 'Not-Quite-Wife',
  creatorName: 'UP Studio',
  supportEmail: 'support@notquitelife.example',
  creatorSupportEmail: 'creators@notquitelife.example',
};

export type BrandArea = 'main' | 'premium' | 'creator';

/** The spec's header rule: /creator-portal -> creator brand; /nqw, /nqw-waitlist -> premium. */
export function brandAreaForPath(pathname: string): BrandArea {
  if (pathname === '/creator-portal' || pathname.startsWith('/creator-portal/')) return 'creator';
  if (pathname === '/nqw' || pathname === '/nqw-waitlist') return 'premium';
  return 'main';
}

export function brandNameForPath(brand: Brand, pathname: string): string {
  const area = brandAreaForPath(pathname);
  if (area === 'creator') return brand.creatorName;
  if (area === 'premium') return brand.premiumName;
  return brand.mainName;
}
