/** Query keys of the creator portal: every mutation here invalidates the whole 'creator' tree. */
export const creatorKeys = {
  all: ['creator'] as const,
  content: (tab: string, search: string) => ['creator', 'content', { tab, search }] as const,
  stats: (id: number) => ['creator', 'content-stats', id] as const,
  overview: ['creator', 'overview'] as const,
};
