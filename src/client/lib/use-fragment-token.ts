import { useEffect, useState } from 'react';
import type { z } from 'zod';

/**
 * The token an emailed link carries in its fragment (#token=…), which browsers never send
 * to the server. It is read once and removed from the address bar; null when missing or
 * malformed.
 */
export function useFragmentToken(schema: z.ZodType<string>): string | null {
  const [token] = useState(() => {
    const fromHash = new URLSearchParams(window.location.hash.slice(1)).get('token');
    const parsed = schema.safeParse(fromHash ?? '');
    return parsed.success ? parsed.data : null;
  });
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  return token;
}
