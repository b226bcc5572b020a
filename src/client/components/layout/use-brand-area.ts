import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { brandAreaForPath } from '../../../shared/brand.ts';

/** The palette follows the same path rule as the header title. */
export function useBrandArea(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.brand = brandAreaForPath(pathname);
  }, [pathname]);
}
