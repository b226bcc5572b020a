import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatorSettings,
  PayoutDestinationBody,
  PayoutSetup,
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

/** How the payment provider connects a payout destination (test mode: masked test accounts). */
export function usePayoutSetup(enabled: boolean) {
  return useQuery({
    queryKey: creatorKeys.payoutSetup(),
    queryFn: () => apiRequest<PayoutSetup>('/api/creator/payout-setup'),
    enabled,
    // The Payments tab says it could not load, in place.
    meta: { errorToast: false },
  });
}

export const useConnectPayoutDestination = () =>
  useSettingsMutation(
    (body: PayoutDestinationBody) =>
      apiRequest<CreatorSettings>('/api/creator/payout-destination', { method: 'POST', body }),
    'Could not connect the payout destination',
  );

export const useApplyForPremium = () =>
  useSettingsMutation(
    () => apiRequest<CreatorSettings>('/api/creator/eligibility/apply', { method: 'POST' }),
    'Application failed',
  );
