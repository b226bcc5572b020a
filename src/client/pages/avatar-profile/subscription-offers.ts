import type { AvatarProfile } from '../../../shared/contracts/avatars.ts';
import type { ContentItem } from '../../../shared/contracts/content.ts';
import type { TierOffer } from '../../features/subscriptions/components/subscribe-dialog.tsx';

/**
 * The tiers an avatar offers, with what each unlocks among its published items: premium
 * opens the general-area subscriber-only items meant for every subscriber, vip opens those
 * and the vip-only ones. NQW items are not counted: no subscription opens them yet.
 */
export function offersOf(
  avatar: Pick<AvatarProfile, 'monthlyPrice' | 'vipMonthlyPrice'>,
  items: ContentItem[],
): TierOffer[] {
  const paid = items.filter((i) => !i.isPreview && i.area === 'life');
  const offers: TierOffer[] = [
    { tier: 'premium', price: avatar.monthlyPrice, unlocks: paid.filter((i) => i.tier !== 'vip').length },
  ];
  if (avatar.vipMonthlyPrice !== null)
    offers.push({ tier: 'vip', price: avatar.vipMonthlyPrice, unlocks: paid.length });
  return offers;
}
