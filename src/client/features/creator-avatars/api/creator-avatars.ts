import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AvatarInput } from '../../../../shared/contracts/avatars.ts';
import type { CreatorAvatar, PersonaDraft } from '../../../../shared/contracts/creator-avatars.ts';
import { apiRequest, postFile } from '../../../lib/api-client.ts';
import { serverMessageToast } from '../../../lib/error-toasts.ts';
import { avatarKeys, creatorKeys } from '../../../lib/query-keys.ts';

/** The creator's avatars (GET/POST/PUT/DELETE /api/creator/avatars…). */
export function listCreatorAvatars(): Promise<CreatorAvatar[]> {
  return apiRequest<CreatorAvatar[]>('/api/creator/avatars');
}

export const creatorAvatarsQuery = () =>
  queryOptions({
    queryKey: creatorKeys.avatars(),
    queryFn: listCreatorAvatars,
    // The manager says it could not load, in place.
    meta: { errorToast: false },
  });

export function useCreatorAvatars() {
  return useQuery(creatorAvatarsQuery());
}

/** A change shows everywhere at once: the portal's figures, and public lists (a visible avatar is live). */
const CHANGED = [creatorKeys.all, avatarKeys.all];

export function useSaveAvatar() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: AvatarInput }) =>
      apiRequest<CreatorAvatar>(id === null ? '/api/creator/avatars' : `/api/creator/avatars/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: input,
      }),
    meta: { invalidates: CHANGED, errorToast: serverMessageToast('Save failed', 'Please try again.') },
  });
}

export function useDeleteAvatar() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/creator/avatars/${id}`, { method: 'DELETE' }),
    meta: { invalidates: CHANGED, errorToast: serverMessageToast('Delete failed', 'Please try again.') },
  });
}

/** The avatar as a Character Card: V3 JSON, or a PNG of its picture carrying V2 and V3. */
export const characterCardUrl = (id: number, format: 'json' | 'png' = 'json') =>
  `/api/creator/avatars/${id}/character-card${format === 'png' ? '.png' : ''}`;

/** Reads a Character Card file (JSON, PNG, CHARX) into persona fields for the form; nothing is stored. */
export function importCharacterCard(file: File): Promise<PersonaDraft> {
  return postFile<PersonaDraft>('/api/creator/avatars/character-card', file);
}

/** Creates a hidden avatar from a Character Card file: persona, greetings, lorebook, picture. */
export function useImportCardAvatar() {
  return useMutation({
    mutationFn: (file: File) => postFile<CreatorAvatar>('/api/creator/avatars/import', file),
    // The import button shows what is wrong with the file beside it.
    meta: { invalidates: CHANGED, errorToast: false },
  });
}
