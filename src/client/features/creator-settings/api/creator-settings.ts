import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CardBodyInput,
  CreatorSettings,
  PayoutBodyInput,
  UpdateCreatorSettingsBody,
} from '../../../../shared/contracts/creator-settings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessageToast, unlessOnFields } from '../../../lib/error-toasts.ts';
import { authKeys, creatorKeys } from '../../../lib/query-keys.ts';

export function getCreatorSettings(): Promise<CreatorSettings> {
  return apiRequest<CreatorSettings>('/api/creator/settings');
}

export const creatorSettingsQuery = () =>
  queryOptions({
    queryKey: creatorKeys.settings(),
    queryFn: getCreatorSettings,
    // The section says it could not load, in place.
    meta: { errorToast: false },
  });

export function useCreatorSettings() {
  return useQuery(creatorSettingsQuery());
}

/**
 * Every settings call answers with the whole settings object: it becomes the cached value.
 * Name, username and picture also show in the header (the signed-in user). A failure the
 * form places beside a field is not toasted; any other is, titled `failed`.
 */
function useSettingsMutation<TArgs>(fn: (args: TArgs) => Promise<CreatorSettings>, failed: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (settings) => client.setQueryData(creatorKeys.settings(), settings),
    meta: {
      invalidates: [authKeys.user()],
      errorToast: unlessOnFields(serverMessageToast(failed, 'Please try again.')),
    },
  });
}

export const useUpdateSettings = () =>
  useSettingsMutation(
    (body: UpdateCreatorSettingsBody) => apiRequest<CreatorSettings>('/api/creator/settings', { method: 'PUT', body }),
    'Update failed',
  );

export const useSaveCard = () =>
  useSettingsMutation(
    (body: CardBodyInput) => apiRequest<CreatorSettings>('/api/creator/settings/card', { method: 'PUT', body }),
    'Could not save the card',
  );

export const useRemoveCard = () =>
  useSettingsMutation(
    () => apiRequest<CreatorSettings>('/api/creator/settings/card', { method: 'DELETE' }),
    'Could not remove the card',
  );

export const useSavePayout = () =>
  useSettingsMutation(
    (body: PayoutBodyInput) => apiRequest<CreatorSettings>('/api/creator/settings/payout', { method: 'PUT', body }),
    'Could not save the account',
  );

export const useApplyForPremium = () =>
  useSettingsMutation(
    () => apiRequest<CreatorSettings>('/api/creator/eligibility/apply', { method: 'POST' }),
    'Application failed',
  );
