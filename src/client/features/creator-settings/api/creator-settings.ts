import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatorSettings,
  PayoutDestinationBody,
  PayoutSetup,
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

/** How the payment provider connects a payout destination (test mode: masked test accounts). */
export function usePayoutSetup(enabled: boolean) {
  return useQuery({
    queryKey: ['creator', 'payout-setup'],
    queryFn: () => apiRequest<PayoutSetup>('/api/creator/payout-setup'),
    enabled,
  });
}

export const useConnectPayoutDestination = () =>
  useSettingsMutation((body: PayoutDestinationBody) =>
    apiRequest<CreatorSettings>('/api/creator/payout-destination', { method: 'POST', body }),
  );

export const useApplyForPremium = () =>
  useSettingsMutation(() => apiRequest<CreatorSettings>('/api/creator/eligibility/apply', { method: 'POST' }));
