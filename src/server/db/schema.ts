import type { Generated } from 'kysely';
import type { ChatMemoryKind } from '../../shared/contracts/chats.ts';
import type { PayoutAccountStatus } from '../../shared/contracts/creator-settings.ts';

/**
 * Table types shared by both dialects. Conventions (they keep SQLite and PostgreSQL
 * identical in effect):
 * - timestamps are UTC ISO-8601 strings (`text` on SQLite, `timestamptz` on PostgreSQL,
 *   which the pg pool parses back into ISO strings);
 * - flags are integers 0/1 on both (better-sqlite3 cannot bind booleans);
 * - JSON values are stored as text.
 */
export type Timestamp = string;
export type Flag = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** lower(username), unique: 'Ana' and 'ana' are the same name. */
  username_key: string;
  /** Normalised (trimmed, lower-case), unique. */
  email: string;
  /** argon2id; null for accounts that cannot sign in with a password (seeded studios). */
  password_hash: string | null;
  role: Generated<'user' | 'creator' | 'moderator'>;
  display_name: string | null;
  bio: string | null;
  profile_image_url: string | null;
  loyalty_points: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  /** HMAC of the opaque cookie token; the token itself is never stored. */
  id: string;
  /** null for a guest session. */
  user_id: number | null;
  /** 1 when the cookie outlives the browser session (remember me, guests). */
  persistent: Flag;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface AvatarsTable {
  id: Generated<number>;
  creator_id: number;
  name: string;
  tagline: Generated<string>;
  description: Generated<string>;
  personality: Generated<string>;
  scenario: Generated<string>;
  first_message: Generated<string>;
  example_dialogue: Generated<string>;
  /** JSON array of strings. */
  interests: Generated<string>;
  category: string;
  main_image: string | null;
  profile_image: string | null;
  monthly_price: number;
  /** The vip tier's monthly price; null: premium tier only (migration 0801). */
  vip_monthly_price: number | null;
  is_visible: Generated<Flag>;
  /** UTC hours [start, end) the avatar is usually online; end may exceed 24 (wraps). */
  online_start_hour: Generated<number>;
  online_end_hour: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /**
   * A picture the creator chose that waits for review (media_files.id). main_image and
   * profile_image only ever hold reviewed pictures: they are what the public sees.
   */
  main_image_pending_id: number | null;
  profile_image_pending_id: number | null;
  /** Character Card fields (migration 0920); lists and objects are JSON text. */
  alternate_greetings: Generated<string>;
  system_prompt: Generated<string>;
  post_history_instructions: Generated<string>;
  creator_notes: Generated<string>;
  tags: Generated<string>;
  creator: Generated<string>;
  character_version: Generated<string>;
  extensions: Generated<string>;
  /** The card's data fields we have no column for, as a JSON object, given back on export. */
  card_extra: Generated<string>;
}

/** An avatar's lorebook settings (migration 0921); its entries are in lorebook_entries. */
export interface LorebooksTable {
  avatar_id: number;
  name: Generated<string>;
  description: Generated<string>;
  scan_depth: number;
  token_budget: number;
  recursive_scanning: Generated<Flag>;
  /** JSON object: other tools' data, kept for the round trip. */
  extensions: Generated<string>;
  updated_at: Timestamp;
}

export interface LorebookEntriesTable {
  id: Generated<number>;
  avatar_id: number;
  /** Position in the creator's list, from 0. */
  sort_index: number;
  name: Generated<string>;
  comment: Generated<string>;
  /** JSON arrays of strings. */
  keys: Generated<string>;
  secondary_keys: Generated<string>;
  content: Generated<string>;
  constant: Generated<Flag>;
  enabled: Generated<Flag>;
  selective: Generated<Flag>;
  case_sensitive: Generated<Flag>;
  use_regex: Generated<Flag>;
  insertion_order: Generated<number>;
  priority: Generated<number>;
  scan_depth: number | null;
  position: Generated<'before_char' | 'after_char'>;
  extensions: Generated<string>;
}

export interface ContentItemsTable {
  id: Generated<number>;
  avatar_id: number;
  title: string;
  description: Generated<string>;
  type: 'article' | 'video' | 'audio' | 'gallery' | 'image' | 'text';
  content_details: Generated<string>;
  /** 1 = free preview; 0 = premium (spec: isPreview false means premium). */
  is_preview: Generated<Flag>;
  image_url: string | null;
  area: Generated<'life' | 'wife'>;
  status: Generated<'published' | 'pending' | 'rejected' | 'draft'>;
  rejection_reason: string | null;
  view_count: Generated<number>;
  like_count: Generated<number>;
  comment_count: Generated<number>;
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Upload-form fields (migration 0500). */
  category: Generated<string>;
  /** JSON array of strings. */
  tags: Generated<string>;
  /** nqw audience: premium (all paying subscribers) or vip; null in the general area. */
  tier: 'premium' | 'vip' | null;
  verification_notes: string | null;
  /** A future publish time; the item stays 'draft' until the publisher promotes it. */
  scheduled_at: Timestamp | null;
  moderated_by: number | null;
  moderated_at: Timestamp | null;
  /** The public teaser of a premium item: all a visitor without access reads (migration 0610). */
  teaser: Generated<string>;
  /** Public URL of the server-made blurred preview of the item's first image. */
  preview_url: string | null;
}

export interface FavoritesTable {
  user_id: number;
  avatar_id: number;
  created_at: Timestamp;
}

/** A guest's favourite, kept with the guest session until sign-up or login moves it. */
export interface GuestFavoritesTable {
  session_id: string;
  avatar_id: number;
  created_at: Timestamp;
}

/** A member's like of a content item (content_items.like_count moves with it). */
export interface ContentLikesTable {
  content_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  avatar_id: number;
  /** Owner: a member (user_id) or a guest session (session_id); exactly one is set. */
  user_id: number | null;
  session_id: string | null;
  role: 'user' | 'assistant';
  content: string;
  /** For an assistant message: the user message it answers ((reply_to, alternative) is unique). */
  reply_to: number | null;
  /** The message this one follows (null: a first turn). Conversations are trees. */
  parent_id: number | null;
  /** 1: the visitor's choice among its siblings (the same parent). */
  selected: Generated<number>;
  /** 1: on the conversation's chosen path (what history, memory and engines see). */
  on_path: Generated<number>;
  /** Which attempt at the reply (or which greeting) this is, from 0. */
  alternative: Generated<number>;
  /** The visitor's thumbs up (1) or down (-1); null: not rated. */
  rating: number | null;
  created_at: Timestamp;
}

export type ChatReplyStatus = 'pending' | 'running' | 'done';

/** A reply owed to a user message: a job the reply worker claims, writes progressively and completes. */
export interface ChatRepliesTable {
  id: Generated<number>;
  user_message_id: number;
  avatar_id: number;
  user_id: number | null;
  session_id: string | null;
  status: Generated<ChatReplyStatus>;
  /** The reply so far (written as it is generated, so a reconnect can resume). */
  content: Generated<string>;
  attempts: Generated<number>;
  /** Worker instance that holds the job while running. */
  claimed_by: string | null;
  /** A running job whose lease has passed was abandoned (crash) and may be claimed again. */
  lease_until: Timestamp | null;
  assistant_message_id: number | null;
  /** The visitor's locale when they sent the message (picks crisis lines). */
  locale: string | null;
  /** 'crisis' (the message was one) or 'gentle' (a turn soon after one), else null. */
  care: 'crisis' | 'gentle' | null;
  /** The alternative being written (a regeneration starts the next one). */
  alternative: Generated<number>;
  /** 1: the visitor pressed Stop; the worker keeps what was shown and ends the reply. */
  stop_requested: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The text column holds one of CHAT_MEMORY_KINDS (no constraint: new kinds need no migration). */
export type { ChatMemoryKind } from '../../shared/contracts/chats.ts';

/** What a companion remembers about a visitor (owner as in chat_messages). */
export interface ChatMemoriesTable {
  id: Generated<number>;
  avatar_id: number;
  user_id: number | null;
  session_id: string | null;
  kind: ChatMemoryKind;
  value: string;
  /** The visitor message that told it (null: kept from before facts recorded theirs). */
  message_id: number | null;
  /** 1: the visitor set it by hand in the memory panel; it stays whatever branch is chosen. */
  edited: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A conversation's rolling summary of the turns beyond the prompt budget (issue 15). */
export interface ChatSummariesTable {
  id: Generated<number>;
  avatar_id: number;
  user_id: number | null;
  session_id: string | null;
  content: string;
  /** The newest message folded into the summary (0: none yet). */
  covers_up_to: number;
  /** 1 while the conversation has outgrown the budget and waits for the summaries job. */
  due: number;
  updated_at: Timestamp;
}

/** A member or guest session that said they are under 18 (for every avatar, from then on). */
export interface VisitorMinorsTable {
  id: Generated<number>;
  user_id: number | null;
  session_id: string | null;
  declared_at: Timestamp;
}

/** After a crisis message, the conversation's next turns stay gentle. */
export interface ConversationCareTable {
  id: Generated<number>;
  avatar_id: number;
  user_id: number | null;
  session_id: string | null;
  gentle_turns_left: number;
  crisis_at: Timestamp | null;
  updated_at: Timestamp;
}

/** A fact the visitor asked the companion to forget; messages up to `up_to_message_id` are redacted for engines. */
export interface ChatForgottenTable {
  id: Generated<number>;
  avatar_id: number;
  user_id: number | null;
  session_id: string | null;
  kind: ChatMemoryKind;
  value: string;
  up_to_message_id: number;
  created_at: Timestamp;
}

/** Safety events per UTC day and kind, for operators: counts only, never text. */
export interface SafetyEventCountsTable {
  day: string;
  kind: string;
  count: number;
}

export interface ActivityEventsTable {
  id: Generated<number>;
  user_id: number;
  avatar_id: number | null;
  type: 'message' | 'content' | 'favorite';
  preview: string;
  created_at: Timestamp;
}

export interface WaitlistEntriesTable {
  id: Generated<number>;
  email: string;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  email: string;
  message: string;
  portfolio_detected: Generated<Flag>;
  created_at: Timestamp;
}

/** A failed login, keyed by normalised email (existing account or not). */
/** Reserved login attempts per account and address ('' = the account from every address). */
export interface LoginAttemptsTable {
  account_key: string;
  address: string;
  attempts: number;
  window_started_at: Timestamp;
  next_attempt_at: Timestamp | null;
}

/** Addresses an account has signed in from (spared by the account-wide delays). */
export interface LoginKnownAddressesTable {
  account_key: string;
  address: string;
  last_success_at: Timestamp;
}

export interface EmailChangeTokensTable {
  /** HMAC of the emailed token. */
  id: string;
  user_id: number;
  new_email: string;
  /** The session that asked: it survives the confirmation, the others end. */
  session_id: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface AccountNoticesTable {
  user_id: number;
  kind: string;
  created_at: Timestamp;
}

export interface PasswordResetTokensTable {
  /** HMAC of the emailed token. */
  id: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Loyalty-point ledger: one row per (user, rule, scope), so an award is idempotent. */
export interface LoyaltyAwardsTable {
  user_id: number;
  rule: string;
  scope: string;
  points: number;
  created_at: Timestamp;
}

export type MediaReviewStatus = 'pending' | 'approved' | 'rejected';

/** An uploaded file under DATA_DIR/media (paths relative to that folder). */
export interface MediaFilesTable {
  id: Generated<number>;
  owner_id: number;
  /** Set once the file is attached to a content item. */
  content_id: number | null;
  kind: 'image' | 'video' | 'audio';
  purpose: 'content' | 'avatar' | 'profile';
  /** Detected from the bytes, not the name. */
  mime_type: string;
  size_bytes: number;
  original_name: string;
  storage_path: string;
  /** Resized web version (images). */
  web_path: string | null;
  width: number | null;
  height: number | null;
  position: Generated<number>;
  created_at: Timestamp;
  /** Tiny blurred version of an image, public under uploads/previews/ (migration 0610). */
  preview_path: string | null;
  /** Avatar pictures: moderation before the public sees them (null for other purposes). */
  review_status: MediaReviewStatus | null;
  review_reason: string | null;
  reviewed_by: number | null;
  reviewed_at: Timestamp | null;
}

export interface CreatorProfilesTable {
  user_id: number;
  website_url: Generated<string>;
  notify_content_comments: Generated<Flag>;
  notify_new_subscribers: Generated<Flag>;
  notify_payment_notifications: Generated<Flag>;
  notify_platform_updates: Generated<Flag>;
  /** The payment provider's payout destination and its masked label (migration 0800). */
  payout_destination_ref: string | null;
  payout_destination_label: string | null;
  payout_schedule: Generated<'monthly' | 'biweekly' | 'weekly'>;
  premium_applied_at: Timestamp | null;
  premium_approved_at: Timestamp | null;
  updated_at: Timestamp;
}

/** Per content item and UTC day ('YYYY-MM-DD'): counters added that day (trigger-fed). */
export interface ContentStatDaysTable {
  content_id: number;
  day: string;
  views: Generated<number>;
  likes: Generated<number>;
  comments: Generated<number>;
}

/** Per avatar and UTC day: subscribers gained and lost (money is in ledger_entries). */
export interface AvatarEarningDaysTable {
  avatar_id: number;
  day: string;
  subscribers_gained: Generated<number>;
  subscribers_lost: Generated<number>;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/**
 * Discovery read model (migration 0100): one narrow row per avatar with what browsing
 * filters and sorts on. Maintained by triggers; application code only reads it (and the
 * trending refresh rewrites trending_score).
 */
export interface AvatarListingTable {
  avatar_id: number;
  is_visible: Flag;
  category: string;
  created_at: Timestamp;
  /** lower(name) + '\n' + lower(tagline). */
  search_text: string;
  online_start_hour: number;
  online_end_hour: number;
  /** Time of the avatar's latest chat message (either side). */
  last_active_at: Timestamp | null;
  favorite_count: Generated<number>;
  subscriber_count: Generated<number>;
  /** Chat messages + favourites inside the 7-day trending window. */
  trending_score: Generated<number>;
  /** views + likes + comments of the avatar's published content. */
  engagement_score: Generated<number>;
}

/** Per avatar and UTC day ('YYYY-MM-DD'): chat messages and favourites that day. */
export interface AvatarActivityDaysTable {
  avatar_id: number;
  day: string;
  messages: Generated<number>;
  favorites: Generated<number>;
}

/** One row (id 1): the version of `avatars`, moved by a trigger on every write to it (migration 1020). */
export interface AvatarCardVersionTable {
  id: number;
  version: number;
}

export type SubscriptionStatus = 'active' | 'past_due' | 'cancelled' | 'expired';

/**
 * A member's subscription to an avatar (one row per member and avatar, reused on
 * resubscribing). Entitled while active or cancelled until `current_period_end`, or
 * past_due until `grace_until` (migration 0800; subscriptions.service.ts has the rules).
 */
export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  avatar_id: number;
  tier: 'premium' | 'vip';
  status: SubscriptionStatus;
  /** Minor units and currency fixed at purchase; renewals charge the same. */
  price: Generated<number>;
  currency: Generated<string>;
  current_period_start: Timestamp | null;
  current_period_end: Timestamp | null;
  /** Access ends then and nothing renews past it (set by a cancellation). */
  cancel_at: Timestamp | null;
  /** past_due: access until then, while renewals are retried. */
  grace_until: Timestamp | null;
  next_retry_at: Timestamp | null;
  failed_attempts: Generated<number>;
  payment_method_id: number | null;
  /** The provider's subscription, when the provider runs renewals itself. */
  provider_ref: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  cancelled_at: Timestamp | null;
  /** Access ended here; the provider has not confirmed it stopped billing (migration 0950). */
  provider_end_owed_at: Generated<Timestamp | null>;
  provider_end_attempts: Generated<number>;
  /** After a failed call, when the job may ask the provider again (migration 0980). */
  provider_end_next_at: Generated<Timestamp | null>;
}

/** Brand, last four and expiry of a member's card, with the provider's reference: never the number. */
export interface PaymentMethodsTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  provider_ref: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: Generated<Timestamp>;
}

export type CheckoutStatus = 'open' | 'completed' | 'failed' | 'expired';

/** A purchase started with the provider; at most one open per member and avatar. */
export interface CheckoutsTable {
  id: Generated<number>;
  user_id: number;
  avatar_id: number;
  tier: 'premium' | 'vip';
  amount: number;
  currency: string;
  status: CheckoutStatus;
  provider: string;
  provider_ref: string | null;
  /** Where the member pays (the provider's page). */
  url: string | null;
  failure_message: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  completed_at: Timestamp | null;
}

export type ChargeStatus = 'pending' | 'succeeded' | 'failed' | 'refunded';

/** One attempt to take a subscription's money, keyed once (a retried job never charges twice). */
export interface SubscriptionChargesTable {
  id: Generated<number>;
  subscription_id: number;
  user_id: number;
  avatar_id: number;
  kind: 'initial' | 'renewal';
  tier: 'premium' | 'vip';
  period_start: Timestamp;
  period_end: Timestamp;
  attempt: Generated<number>;
  amount: number;
  currency: string;
  status: ChargeStatus;
  idempotency_key: string;
  provider_ref: string | null;
  payment_method_id: number | null;
  failure_message: string | null;
  created_at: Timestamp;
  settled_at: Timestamp | null;
  refunded_at: Timestamp | null;
}

export type LedgerEntryType =
  | 'charge'
  | 'fee'
  | 'earning'
  | 'refund'
  | 'fee_reversal'
  | 'earning_reversal'
  | 'payout'
  | 'payout_reversal';
export type LedgerAccount = 'gross' | 'platform' | 'creator';

/** A money movement in minor units (signed); append-only, each keyed once (`entry_key`). */
export interface LedgerEntriesTable {
  id: Generated<number>;
  entry_key: string;
  entry_type: LedgerEntryType;
  account: LedgerAccount;
  amount: number;
  currency: string;
  creator_id: number;
  avatar_id: number | null;
  member_id: number | null;
  charge_id: number | null;
  area: 'life' | 'wife' | null;
  /** The payout that settled the entry; null until one does. */
  payout_id: number | null;
  occurred_at: Timestamp;
}

export type PayoutStatus = 'pending' | 'paid' | 'failed';

/** A payout to a creator: its statement (gross, fee, refunds, net) and the provider's answer. */
export interface PayoutsTable {
  id: Generated<number>;
  creator_id: number;
  period_start: Timestamp;
  period_end: Timestamp;
  gross: number;
  fee: number;
  refunds: number;
  amount: number;
  currency: string;
  status: PayoutStatus;
  idempotency_key: string;
  destination_ref: string;
  destination_label: string;
  provider_ref: string | null;
  failure_message: string | null;
  created_at: Timestamp;
  settled_at: Timestamp | null;
  /** Stripe: the connected account's bank payout that covered this transfer (migration 0951). */
  bank_payout_ref: Generated<string | null>;
  bank_status: Generated<'paid' | 'failed' | null>;
  bank_failure_message: Generated<string | null>;
  bank_arrival_at: Generated<Timestamp | null>;
  bank_payout_created_at: Generated<Timestamp | null>;
}

/** The offline test-mode provider's tokenised cards (src/server/payments/test-mode/). */
export interface TestProviderCardsTable {
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  behaviour: 'succeeds' | 'declines' | 'fails_later';
  created_at: Timestamp;
}

/** The test-mode provider's checkout sessions (its hosted page at /test-checkout/:id). */
export interface TestProviderCheckoutsTable {
  id: Generated<number>;
  idempotency_key: string;
  checkout_id: number;
  user_id: number;
  description: string;
  amount: number;
  currency: string;
  return_path: string;
  status: 'open' | 'paid';
  card_token: string | null;
  charge_ref: string | null;
  created_at: Timestamp;
}

/** The test-mode provider's record of every operation, by idempotency key. */
export interface TestProviderOperationsTable {
  idempotency_key: string;
  ref: string;
  kind: 'checkout_charge' | 'renewal_charge' | 'refund' | 'payout';
  amount: number;
  currency: string;
  status: 'succeeded' | 'failed';
  failure_message: string | null;
  subject: string | null;
  created_at: Timestamp;
}

/** The Stripe provider's Price per avatar, tier and amount (src/server/payments/stripe/). */
export interface StripePricesTable {
  id: Generated<number>;
  avatar_id: number;
  tier: 'premium' | 'vip';
  amount: number;
  currency: string;
  price_ref: string;
  created_at: Timestamp;
}

/** The Stripe Customer of each member who started a checkout. */
export interface StripeCustomersTable {
  user_id: number;
  customer_ref: string;
  created_at: Timestamp;
}

/** Every Stripe webhook event applied, once. */
export interface StripeEventsTable {
  event_id: string;
  type: string;
  received_at: Timestamp;
}

export type StripeAccountStatus = PayoutAccountStatus;

/** Each creator's Stripe Connect (Express) account and what Stripe last said of it. */
export interface StripeAccountsTable {
  user_id: number;
  account_ref: string;
  status: StripeAccountStatus;
  updated_at: Timestamp;
}

/** One row per item, visitor ('u:<userId>' or 's:<sessionId>') and UTC day already counted. */
export interface ContentViewsTable {
  content_id: number;
  viewer_key: string;
  day: string;
}

/** Visitors' chat messages per avatar and UTC day (kept by a trigger; survives the messages). */
export interface AvatarMessageDaysTable {
  avatar_id: number;
  day: string;
  messages: Generated<number>;
}

/** One row per named periodic job: when it runs next and who holds the current run. */
export interface JobRunsTable {
  name: string;
  next_run_at: Timestamp;
  /** The instance running it now (null when idle). */
  lease_owner: string | null;
  /** After this another instance may take the run over (a crashed holder). */
  lease_until: Timestamp | null;
  last_started_at: Timestamp | null;
  last_finished_at: Timestamp | null;
  last_error: string | null;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  avatars: AvatarsTable;
  lorebooks: LorebooksTable;
  lorebook_entries: LorebookEntriesTable;
  content_items: ContentItemsTable;
  favorites: FavoritesTable;
  guest_favorites: GuestFavoritesTable;
  content_likes: ContentLikesTable;
  chat_messages: ChatMessagesTable;
  chat_replies: ChatRepliesTable;
  chat_memories: ChatMemoriesTable;
  chat_summaries: ChatSummariesTable;
  visitor_minors: VisitorMinorsTable;
  conversation_care: ConversationCareTable;
  chat_forgotten: ChatForgottenTable;
  safety_event_counts: SafetyEventCountsTable;
  activity_events: ActivityEventsTable;
  waitlist_entries: WaitlistEntriesTable;
  contact_messages: ContactMessagesTable;
  app_meta: AppMetaTable;
  login_attempts: LoginAttemptsTable;
  login_known_addresses: LoginKnownAddressesTable;
  email_change_tokens: EmailChangeTokensTable;
  account_notices: AccountNoticesTable;
  password_reset_tokens: PasswordResetTokensTable;
  loyalty_awards: LoyaltyAwardsTable;
  avatar_listing: AvatarListingTable;
  avatar_activity_days: AvatarActivityDaysTable;
  avatar_card_version: AvatarCardVersionTable;
  subscriptions: SubscriptionsTable;
  content_views: ContentViewsTable;
  media_files: MediaFilesTable;
  creator_profiles: CreatorProfilesTable;
  content_stat_days: ContentStatDaysTable;
  avatar_earning_days: AvatarEarningDaysTable;
  job_runs: JobRunsTable;
  avatar_message_days: AvatarMessageDaysTable;
  payment_methods: PaymentMethodsTable;
  checkouts: CheckoutsTable;
  subscription_charges: SubscriptionChargesTable;
  ledger_entries: LedgerEntriesTable;
  payouts: PayoutsTable;
  test_provider_cards: TestProviderCardsTable;
  test_provider_checkouts: TestProviderCheckoutsTable;
  test_provider_operations: TestProviderOperationsTable;
  stripe_prices: StripePricesTable;
  stripe_customers: StripeCustomersTable;
  stripe_events: StripeEventsTable;
  stripe_accounts: StripeAccountsTable;
}
