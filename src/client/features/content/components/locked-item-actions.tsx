import { createContext, useContext } from 'react';

/**
 * What a locked general-area item offers, provided by the page that knows the visitor:
 * a signed-in member is invited to subscribe (the page opens its subscribe dialog), a
 * guest is sent to log in and comes back to `loginPath`'s redirect.
 */
export interface LockedItemActions {
  /** null for a guest. */
  onSubscribe: (() => void) | null;
  loginPath: string;
  /** The tier the member's subscription already unlocks (a premium subscriber sees vip items locked). */
  entitledTier: 'premium' | 'vip' | null;
}

export const LockedItemActionsContext = createContext<LockedItemActions | null>(null);

export function useLockedItemActions(): LockedItemActions | null {
  return useContext(LockedItemActionsContext);
}
