import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvatarInput } from '../../../../shared/contracts/avatars.ts';
import type { CreatorAvatar, PersonaDraft } from '../../../../shared/contracts/creator-avatars.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/**
 * The creator's avatars (GET/POST/PUT/DELETE /api/creator/avatars…). Changes also refresh
 * public avatar lists, which show a visible avatar at once.
 */
export const creatorAvatarKeys = { all: ['creator', 'avatars'] as const };

export function listCreatorAvatars(): Promise<CreatorAvatar[]> {
  return apiRequest<CreatorAvatar[]>('/api/creator/avatars');
}

export const creatorAvatarsQuery = () => queryOptions({ queryKey: creatorAvatarKeys.all, queryFn: listCreatorAvatars });

export function useCreatorAvatars() {
  return useQuery(creatorAvatarsQuery());
}

function useInvalidatingMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['creator'] }),
        client.invalidateQueries({ queryKey: ['avatars'] }),
      ]);
    },
  });
}

export function useSaveAvatar() {
  return useInvalidatingMutation(({ id, input }: { id: number | null; input: AvatarInput }) =>
    apiRequest<CreatorAvatar>(id === null ? '/api/creator/avatars' : `/api/creator/avatars/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body: input,
    }),
  );
}

export function useDeleteAvatar() {
  return useInvalidatingMutation((id: number) => apiRequest<void>(`/api/creator/avatars/${id}`, { method: 'DELETE' }));
}

/** The avatar as a Character Card: V3 JSON, or a PNG of its picture carrying V2 and V3. */
export const characterCardUrl = (id: number, format: 'json' | 'png' = 'json') =>
  `/api/creator/avatars/${id}/character-card${format === 'png' ? '.png' : ''}`;

/** Sends a card file (multipart): the server checks it whole and answers JSON. */
async function sendCardFile<T>(url: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: form,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return JSON.parse(text) as T;
}

/** Reads a Character Card file (JSON, PNG, CHARX) into persona fields for the form; nothing is stored. */
export function importCharacterCard(file: File): Promise<PersonaDraft> {
  return sendCardFile<PersonaDraft>('/api/creator/avatars/character-card', file);
}

/** Creates a hidden avatar from a Character Card file: persona, greetings, lorebook, picture. */
export function useImportCardAvatar() {
  return useInvalidatingMutation((file: File) => sendCardFile<CreatorAvatar>('/api/creator/avatars/import', file));
}
