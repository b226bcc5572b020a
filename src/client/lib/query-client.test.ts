import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { createQueryClient } from './query-client.ts';
import { toast } from './toast-store.ts';

vi.mock('./toast-store.ts', () => ({ toast: vi.fn() }));
const toasted = vi.mocked(toast);
const fail = (status: number, body = '') => Promise.reject(new ApiError(status, 'Nope', body));

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  toasted.mockClear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('the query client: one error path', () => {
  it("toasts a failed query, by default with the server's message", async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['a'], queryFn: () => fail(500, '{"message":"Database is away"}') });
    expect(toasted).toHaveBeenCalledExactlyOnceWith({
      variant: 'destructive',
      title: 'Error',
      description: 'Database is away',
    });
  });

  it("words the toast as the query's meta says, or leaves it out and logs", async () => {
    const client = createQueryClient();
    const errorToast = (error: unknown) => ({ title: 'Failed', description: String((error as ApiError).status) });
    await client.prefetchQuery({ queryKey: ['b'], queryFn: () => fail(503), meta: { errorToast } });
    expect(toasted).toHaveBeenCalledExactlyOnceWith({ variant: 'destructive', title: 'Failed', description: '503' });
    await client.prefetchQuery({ queryKey: ['c'], queryFn: () => fail(503), meta: { errorToast: false } });
    expect(toasted).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Query ["c"] failed', expect.any(ApiError));
  });

  it("prefers the toast of the screen watching a query to the query's own (a prefetch's)", async () => {
    const client = createQueryClient();
    const prefetch = { queryKey: ['d'], queryFn: () => fail(500), meta: { errorToast: false as const } };
    await client.prefetchQuery(prefetch);
    expect(toasted).not.toHaveBeenCalled();
    const screen = new QueryObserver(client, {
      ...prefetch,
      enabled: false,
      meta: { errorToast: { title: 'Screen' } },
    });
    const unsubscribe = screen.subscribe(() => {});
    await client.prefetchQuery(prefetch);
    expect(toasted).toHaveBeenCalledExactlyOnceWith({ variant: 'destructive', title: 'Screen' });
    unsubscribe();
  });

  it('toasts a query that keeps failing once, until it succeeds again', async () => {
    const client = createQueryClient();
    let answer: () => Promise<string> = () => fail(500);
    const options = { queryKey: ['e'], queryFn: () => answer(), meta: { errorToast: { title: 'Down' } } };
    await client.prefetchQuery(options);
    await client.refetchQueries({ queryKey: ['e'] });
    expect(toasted).toHaveBeenCalledTimes(1);
    answer = async () => 'fine';
    await client.refetchQueries({ queryKey: ['e'] });
    answer = () => fail(500);
    await client.refetchQueries({ queryKey: ['e'] });
    expect(toasted).toHaveBeenCalledTimes(2);
  });

  it('toasts a failed mutation, as its meta words it', async () => {
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => fail(429, '{"message":"Slow down"}'),
      meta: { errorToast: (error) => ({ title: 'Message Failed', description: (error as ApiError).serverMessage }) },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow(ApiError);
    expect(toasted).toHaveBeenCalledExactlyOnceWith({
      variant: 'destructive',
      title: 'Message Failed',
      description: 'Slow down',
    });
  });
});

describe('the query client: what a mutation invalidates', () => {
  it('refetches the queries its meta names before it settles, and leaves the others', async () => {
    const client = createQueryClient();
    let version = 0;
    const watch = (queryKey: string[]) => {
      const observer = new QueryObserver(client, { queryKey, queryFn: async () => version });
      return observer.subscribe(() => {});
    };
    const stop = [watch(['creator', 'overview']), watch(['avatars', 'list']), watch(['auth', 'user'])];
    await vi.waitFor(() => expect(client.getQueryData(['auth', 'user'])).toBe(0));
    version = 1;
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => 'saved',
      meta: { invalidates: [['creator'], ['avatars']] },
    });
    await mutation.execute(undefined);
    expect(client.getQueryData(['creator', 'overview'])).toBe(1);
    expect(client.getQueryData(['avatars', 'list'])).toBe(1);
    expect(client.getQueryData(['auth', 'user'])).toBe(0);
    for (const unsubscribe of stop) unsubscribe();
  });

  it('refetches them after a failure only when its meta asks for it, before it settles', async () => {
    const client = createQueryClient();
    let version = 0;
    const unsubscribe = new QueryObserver(client, {
      queryKey: ['moderation', 'queue'],
      queryFn: async () => version,
    }).subscribe(() => {});
    await vi.waitFor(() => expect(client.getQueryData(['moderation', 'queue'])).toBe(0));
    version = 1;
    const refused = (invalidatesOnError: boolean) =>
      client.getMutationCache().build(client, {
        mutationFn: () => fail(409, '{"message":"Not approved"}'),
        meta: { invalidates: [['moderation', 'queue']], invalidatesOnError },
      });
    await expect(refused(false).execute(undefined)).rejects.toThrow(ApiError);
    expect(client.getQueryData(['moderation', 'queue'])).toBe(0);
    await expect(refused(true).execute(undefined)).rejects.toThrow(ApiError);
    expect(client.getQueryData(['moderation', 'queue'])).toBe(1);
    expect(toasted).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('settles at once when it need not wait for the refetch', async () => {
    const client = createQueryClient();
    let release: (value: string) => void = () => {};
    const observer = new QueryObserver(client, {
      queryKey: ['chats', 1, 'memory'],
      queryFn: () => new Promise<string>((resolve) => (release = resolve)),
    });
    const unsubscribe = observer.subscribe(() => {});
    release('first');
    await vi.waitFor(() => expect(client.getQueryData(['chats', 1, 'memory'])).toBe('first'));
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => 'sent',
      meta: { invalidates: [['chats', 1, 'memory']], waitForRefetch: false },
    });
    await expect(mutation.execute(undefined)).resolves.toBe('sent');
    expect(client.getQueryState(['chats', 1, 'memory'])?.fetchStatus).toBe('fetching');
    release('second');
    await vi.waitFor(() => expect(client.getQueryData(['chats', 1, 'memory'])).toBe('second'));
    unsubscribe();
  });
});
