import type { Migration } from 'kysely/migration';
import { coreMigration } from './0001-core.ts';
import { discoveryListingMigration } from './0100-discovery-listing.ts';
import { subscriptionsMigration } from './0101-subscriptions.ts';
import { contentViewsMigration } from './0102-content-views.ts';
import { accountsMigration } from './0200-accounts.ts';
import { chatRepliesMigration } from './0300-chat-replies.ts';
import { creatorPortalMigration } from './0500-creator-portal.ts';
import { creatorStatsMigration } from './0501-creator-stats.ts';
import { creatorSubscriptionEarningsMigration } from './0502-creator-subscription-earnings.ts';
import { chatSafetyMigration } from './0600-chat-safety.ts';
import { mediaPrivacyMigration } from './0610-media-privacy.ts';
import { loginAttemptsMigration } from './0620-login-attempts.ts';
import { emailChangesMigration } from './0621-email-changes.ts';
import { guestFavoritesMigration } from './0630-guest-favorites.ts';
import { contentLikesMigration } from './0631-content-likes.ts';
import { jobRunsMigration } from './0705-job-runs.ts';
import { avatarMessageDaysMigration } from './0706-avatar-message-days.ts';
import { economyMigration } from './0800-economy.ts';
import { avatarVipPriceMigration } from './0801-avatar-vip-price.ts';
import { testPaymentProviderMigration } from './0802-test-payment-provider.ts';
import { avatarCardFieldsMigration } from './0920-avatar-card-fields.ts';
import { lorebooksMigration } from './0921-lorebooks.ts';
import { chatTreeMigration } from './0930-chat-tree.ts';
import { stripeProviderMigration } from './0940-stripe-provider.ts';
import { chatSummariesMigration } from './0941-chat-summaries.ts';
import { providerSubscriptionEndsMigration } from './0950-provider-subscription-ends.ts';
import { payoutBankOutcomesMigration } from './0951-payout-bank-outcomes.ts';
import { chatGreetingsMigration } from './0960-chat-greetings.ts';
import { deferredMessageCountersMigration } from './0970-deferred-message-counters.ts';
import { providerEndBackoffMigration } from './0980-provider-end-backoff.ts';
import { listingUpdatedOnceMigration } from './0990-listing-updated-once.ts';
import { lookupIndexesMigration } from './1000-lookup-indexes.ts';
import { chatMemorySourcesMigration } from './1010-chat-memory-sources.ts';
import { avatarCardVersionMigration } from './1020-avatar-card-version.ts';

/**
 * Every migration, in order. Names sort lexicographically; add a new one with the next
 * number and never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001-core': coreMigration,
  '0100-discovery-listing': discoveryListingMigration,
  '0101-subscriptions': subscriptionsMigration,
  '0102-content-views': contentViewsMigration,
  '0200-accounts': accountsMigration,
  '0300-chat-replies': chatRepliesMigration,
  '0500-creator-portal': creatorPortalMigration,
  '0501-creator-stats': creatorStatsMigration,
  '0502-creator-subscription-earnings': creatorSubscriptionEarningsMigration,
  '0600-chat-safety': chatSafetyMigration,
  '0610-media-privacy': mediaPrivacyMigration,
  '0620-login-attempts': loginAttemptsMigration,
  '0621-email-changes': emailChangesMigration,
  '0630-guest-favorites': guestFavoritesMigration,
  '0631-content-likes': contentLikesMigration,
  '0705-job-runs': jobRunsMigration,
  '0706-avatar-message-days': avatarMessageDaysMigration,
  '0800-economy': economyMigration,
  '0801-avatar-vip-price': avatarVipPriceMigration,
  '0802-test-payment-provider': testPaymentProviderMigration,
  '0920-avatar-card-fields': avatarCardFieldsMigration,
  '0921-lorebooks': lorebooksMigration,
  '0930-chat-tree': chatTreeMigration,
  '0940-stripe-provider': stripeProviderMigration,
  '0941-chat-summaries': chatSummariesMigration,
  '0950-provider-subscription-ends': providerSubscriptionEndsMigration,
  '0951-payout-bank-outcomes': payoutBankOutcomesMigration,
  '0960-chat-greetings': chatGreetingsMigration,
  '0970-deferred-message-counters': deferredMessageCountersMigration,
  '0980-provider-end-backoff': providerEndBackoffMigration,
  '0990-listing-updated-once': listingUpdatedOnceMigration,
  '1000-lookup-indexes': lookupIndexesMigration,
  '1010-chat-memory-sources': chatMemorySourcesMigration,
  '1020-avatar-card-version': avatarCardVersionMigration,
};
