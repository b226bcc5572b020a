/**
 * Portfolio detection for contact messages: a message "carries a portfolio" when it holds a
 * link: an http(s) URL, a www. address, or a bare domain such as behance.net/jane or
 * janedoe.design. Email addresses are contact details, not links, so they are removed
 * before looking.
 */

const EMAIL = /[a-z0-9._%+-]+@(?:[a-z0-9-]+\.)+[a-z]{2,}/gi;
const HTTP_URL = /\bhttps?:\/\/[^\s<>"']+/i;
const WWW_HOST = /\bwww\.(?:[a-z0-9-]+\.)+[a-z]{2,24}\b/i;
/** label.tld/path: the path makes it a link even when the TLD is unusual. */
const DOMAIN_WITH_PATH = /(?<![\w@.-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}\/[^\s]*/i;
const BARE_DOMAIN = /(?<![\w@./-])((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,24}))(?![\w@-]|\.[a-z0-9])/gi;

/**
 * A bare domain without a path counts only under TLDs people put portfolios on, so that
 * prose like "Node.js", "e.g." or "file.txt" is not mistaken for a link.
 */
const PORTFOLIO_TLDS: ReadonlySet<string> = new Set([
  'com',
  'net',
  'org',
  'io',
  'co',
  'me',
  'dev',
  'app',
  'art',
  'design',
  'studio',
  'gallery',
  'photo',
  'photography',
  'portfolio',
  'site',
  'website',
  'page',
  'online',
  'xyz',
  'info',
  'tv',
  'fm',
  'ink',
  'blog',
  'uk',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'ca',
  'au',
]);

export function containsPortfolioLink(text: string): boolean {
  const withoutEmails = text.replace(EMAIL, ' ');
  if (HTTP_URL.test(withoutEmails) || WWW_HOST.test(withoutEmails) || DOMAIN_WITH_PATH.test(withoutEmails)) {
    return true;
  }
  for (const match of withoutEmails.matchAll(BARE_DOMAIN)) {
    const tld = match[2]?.toLowerCase();
    if (tld && PORTFOLIO_TLDS.has(tld)) return true;
  }
  return false;
}
