import type { FavoriteResponse } from '../../../../shared/contracts/favorites.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function addFavorite(avatarId: number): Promise<FavoriteResponse> {
  return apiRequest<FavoriteResponse>('/api/user-favorites', { method: 'POST', body: { avatarId } });
}
