import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CardBodyInput,
  CreatorSettings,
  PayoutBodyInput,
  UpdateCreatorSettingsBody,
} from '../../../../shared/contracts/creator-settings.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const KEY = ['creator', 'settings'] as const;

export function getCreatorSettings(): Promise<CreatorSettings> {
  return apiRequest<CreatorSettings>('/api/creator/settings');
}

export const creatorSettingsQuery = () => queryOptions({ queryKey: KEY, queryFn: getCreatorSettings });

export function useCreatorSettings() {
  return useQuery(creatorSettingsQuery());
}

/** Every settings call answers with the whole settings object: it becomes the cached value. */
function useSettingsMutation<TArgs>(fn: (args: TArgs) => Promise<CreatorSettings>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (settings) => {
      client.setQueryData(KEY, settings);
      // Name, username and picture also show in the header.
      await client.invalidateQueries({ queryKey: ['auth'] });
    },
  });
}

export const useUpdateSettings = () =>
  useSettingsMutation((body: UpdateCreatorSettingsBody) =>
    apiRequest<CreatorSettings>('/api/creator/settings', { method: 'PUT', body }),
  );

export const useSaveCard = () =>
  useSettingsMutation((body: CardBodyInput) =>
    apiRequest<CreatorSettings>('/api/creator/settings/card', { method: 'PUT', body }),
  );

export const useRemoveCard = () =>
  useSettingsMutation(() => apiRequest<CreatorSettings>('/api/creator/settings/card', { method: 'DELETE' }));

export const useSavePayout = () =>
  useSettingsMutation((body: PayoutBodyInput) =>
    apiRequest<CreatorSettings>('/api/creator/settings/payout', { method: 'PUT', body }),
  );

export const useApplyForPremium = () =>
  useSettingsMutation(() => apiRequest<CreatorSettings>('/api/creator/eligibility/apply', { method: 'POST' }));
