import { MutationCache, type Query, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { QUERY_GC_MS, QUERY_STALE_MS } from '../../shared/constants.ts';
import { errorMessage } from './api-client.ts';
import { type ToastInput, toast } from './toast-store.ts';

/** The toast for a failure, `false` for none (the screen shows it, or nobody needs to know). */
export type ErrorToast = ToastInput | false;

type QueryMeta = {
  /** This query's failure toast, or a function of the error; the default says loading failed. */
  errorToast?: ErrorToast | ((error: unknown) => ErrorToast);
};

type MutationMeta = {
  /** This mutation's failure toast, or a function of the error; the default says it failed. */
  errorToast?: ErrorToast | ((error: unknown) => ErrorToast);
  /** The queries its success makes stale ('all' for every one), refetched if on screen. */
  invalidates?: readonly QueryKey[] | 'all';
  /** Whether the mutation settles only once those are refetched (the default), or at once. */
  waitForRefetch?: boolean;
  /**
   * Its failure makes them stale too: a refusal can mean the screen was out of date (another
   * moderator decided, a creator lost an approval), so it shows what the server now says.
   */
  invalidatesOnError?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryMeta;
    mutationMeta: MutationMeta;
  }
}

const DEFAULT_QUERY_TOAST: ToastInput = {
  title: 'Error',
  description: 'Could not load the latest data. Please try again.',
};
const DEFAULT_MUTATION_TOAST: ToastInput = { title: 'Error', description: 'Something went wrong. Please try again.' };

function resolve(spec: QueryMeta['errorToast'], error: unknown, fallback: ToastInput): ErrorToast {
  if (spec === undefined) return { ...fallback, description: errorMessage(error, fallback.description ?? '') };
  return typeof spec === 'function' ? spec(error) : spec;
}

function show(found: ErrorToast, error: unknown, what: string): void {
  if (found === false) {
    // Not told in a toast: the screen shows it (or it is a background nicety); still logged.
    console.warn(`${what} failed`, error);
    return;
  }
  toast({ variant: 'destructive', ...found });
}

/**
 * A query's toast: the one the screens showing it ask for (their `meta`, so two screens
 * reading one query can word its failure differently), else the query's own.
 */
function queryErrorToast(query: Query<unknown, unknown, unknown>): QueryMeta['errorToast'] {
  for (const observer of query.observers) {
    const spec = observer.options.meta?.errorToast;
    if (spec !== undefined) return spec;
  }
  return query.meta?.errorToast;
}

/**
 * Spec §9 defaults: fresh 5 minutes, kept 10, no retry, no refetch on focus, no polling.
 * The one error path of the client: a failed query or mutation toasts (its `meta.errorToast`
 * words it or turns it off), and a mutation's success (with `meta.invalidatesOnError` its
 * failure too) invalidates what its `meta.invalidates` names.
 */
export function createQueryClient(): QueryClient {
  // A query that keeps failing (a poll, a refetch) toasts once, until it succeeds or a
  // screen starts watching it again.
  const told = new WeakSet<Query<unknown, unknown, unknown>>();
  const queryCache = new QueryCache({
    onError: (error, query) => {
      if (told.has(query)) return;
      told.add(query);
      show(
        resolve(queryErrorToast(query), error, DEFAULT_QUERY_TOAST),
        error,
        `Query ${JSON.stringify(query.queryKey)}`,
      );
    },
    onSuccess: (_data, query) => {
      told.delete(query);
    },
  });
  queryCache.subscribe((event) => {
    if (event.type === 'observerAdded') told.delete(event.query);
  });
  const invalidate = async ({ invalidates, waitForRefetch = true }: MutationMeta = {}) => {
    if (!invalidates) return;
    const keys = invalidates === 'all' ? [[]] : invalidates;
    const refetched = Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    if (waitForRefetch) await refetched;
  };
  const client: QueryClient = new QueryClient({
    queryCache,
    mutationCache: new MutationCache({
      onError: async (error, _variables, _context, mutation) => {
        const spec = mutation.options.meta?.errorToast;
        show(resolve(spec, error, DEFAULT_MUTATION_TOAST), error, 'Mutation');
        if (mutation.options.meta?.invalidatesOnError) await invalidate(mutation.options.meta);
      },
      onSuccess: (_data, _variables, _context, mutation) => invalidate(mutation.options.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
