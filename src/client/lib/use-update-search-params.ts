import { useSearchParams } from 'react-router';

/**
 * Writes some search parameters of the address, keeping the others: an empty or null
 * value removes the parameter. Replaces the history entry, so filters feel like controls,
 * not navigation (ScrollRestoration keeps the position when only the query changes).
 */
export function useUpdateSearchParams(): [URLSearchParams, (changes: Record<string, string | null>) => void] {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return [params, update];
}
