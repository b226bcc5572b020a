/** Business constants of spec §9, in one place for server and browser. */

export const AVATAR_PAGE_SIZE = 8;
export const AVATAR_PAGE_MAX = 50;

// Home's filter chips, sort options and search rule live here, free of zod, so the first
// page load does not carry the contract schemas.
export const AVATAR_SORTS = ['recent', 'popular', 'trending', 'engagement'] as const;
export const AVATAR_FILTERS = ['all', 'trending', 'new', 'popular'] as const;
export type AvatarSort = (typeof AVATAR_SORTS)[number];
export type AvatarFilter = (typeof AVATAR_FILTERS)[number];
export const AVATAR_SEARCH_MAX = 100;
export const AVATAR_SEARCH_MAX_MESSAGE = `Search must be at most ${AVATAR_SEARCH_MAX} characters`;

export const CHAT_NAVIGATION_DELAY_MS = 500;
export const REPLY_DELAY_MIN_MS = 3000;
export const REPLY_DELAY_MAX_MS = 5000;
export const CHAT_PANEL_HEIGHT_PX = 500;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

export const TOKEN_METER_START = 20;
export const TOKEN_METER_STEP = 5;
export const TOKEN_METER_CAP = 95;
export const TOKEN_METER_WARNING_ABOVE = 80;
export const TOKEN_BUDGET = 800;
export const TOKENS_PER_PERCENT = 8;

export const MINUTE_MS = 60_000;
export const QUERY_STALE_MS = 5 * MINUTE_MS;
export const QUERY_GC_MS = 10 * MINUTE_MS;
export const MEMBER_DATA_STALE_MS = 60_000;
export const ONLINE_REFETCH_MS = 60_000;
export const ONLINE_STALE_MS = 30_000;

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_HOTKEY = ['F8'];

export const FEED_CATEGORY_MAX = 4;

export const PASSWORD_MIN = 6;
export const USERNAME_MIN = 2;
export const CONTACT_MESSAGE_MIN = 10;
export const ACCOUNT_TYPES = ['member', 'creator'] as const;

export const GREETING_AFTERNOON_HOUR = 12;
export const GREETING_EVENING_HOUR = 18;
export const FAVORITES_FALLBACK_COUNT = 4;
export const TODAYS_PICKS_COUNT = 2;
export const EXPLORE_SKELETON_COUNT = 8;
/** Explore's page of avatars: fills whole rows at 1, 2, 3 and 4 columns. */
export const EXPLORE_PAGE_SIZE = 24;

export const UPLOAD_DEFAULT_MAX_FILES = 5;
export const UPLOAD_DEFAULT_MAX_MB = 100;
export const UPLOAD_VIDEO_MAX_MB = 500;
export const UPLOAD_AUDIO_MAX_MB = 100;
export const UPLOAD_IMAGE_MAX_FILES = 10;
/** @public Spec §9's simulated upload; uploads here are real and take what they take. */
export const SIMULATED_UPLOAD_DELAY_MS = 1500;

/** @public Spec §9's simulated save; settings here are saved for real, with no added delay. */
export const SETTINGS_SAVE_DELAY_MS = 1500;
export const SETTINGS_NOTICE_MS = 3000;
export const ONLINE_MENU_CLOSE_DELAY_MS = 500;
export const ROUTE_OVERLAY_MS = 300;
export const ROUTE_FADE_MS = 200;

export const AGE_LIMIT = 18;
export const TERMS_LAST_UPDATED = 'May 17, 2025';
export const RENEWAL_CANCEL_NOTICE_HOURS = 24;
export const LIABILITY_CAP_MONTHS = 12;

/** Creator-set monthly avatar price bounds (integer minor units: 499 = 4.99). */
export const AVATAR_PRICE_MIN = 499;
export const AVATAR_PRICE_MAX = 9999;
/** The image uploader's per-file bound (the spec names none; sharp must hold the pixels). */
export const UPLOAD_IMAGE_MAX_MB = 25;
/** How many items Top Performing Content lists. */
export const TOP_CONTENT_COUNT = 5;
