import type { FavoriteResponse } from '../../../../shared/contracts/favorites.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function removeFavorite(avatarId: number): Promise<FavoriteResponse> {
  return apiRequest<FavoriteResponse>(`/api/user-favorites/${avatarId}`, { method: 'DELETE' });
}
