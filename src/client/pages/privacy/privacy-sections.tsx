import { AGE_LIMIT } from '../../../shared/constants.ts';
import type { LegalSection } from '../../features/legal/components/legal-document.tsx';
import { brand } from '../../lib/app-config.ts';

/**
 * Nine sections, written from what the database actually keeps (src/server/db/schema.ts and
 * the tables the other modules add). Change this page when a table gains personal data.
 */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'data-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what the Service needs to work:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your username, email address, display name, bio, profile picture, account
            role (member or creator) and loyalty points. Your password is never stored; we keep only an argon2id hash of
            it.
          </li>
          <li>
            <strong>Sessions:</strong> when you sign in, or chat as a visitor without an account, your browser receives
            a random session token. We store only a hash of that token with the times the session was created, last used
            and expires.
          </li>
          <li>
            <strong>Conversations:</strong> the messages you send to companions and their replies, and the companion's
            visible memory of what you told it (for example your name, things you like, your mood).
          </li>
          <li>
            <strong>Activity:</strong> your favourite companions, your subscriptions to companions, a record of what you
            did (messages sent, content viewed, favourites added) for your dashboard, and view counts on content.
          </li>
          <li>
            <strong>What you send us:</strong> your email address if you join the waitlist, and your email address and
            message if you use the contact form (noting whether it contains a portfolio link).
          </li>
          <li>
            <strong>Security records:</strong> password-reset tokens (stored hashed, valid for one hour, usable once)
            and failed sign-in attempts, to protect accounts against password guessing.
          </li>
          <li>
            <strong>Creators:</strong> the files you upload and their details (title, description, category, tags,
            premium flag, schedule), their moderation status and any reason for rejection, and your creator settings:
            notification preferences, payout schedule and payment details, of which we keep only a masked form.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address is used briefly to apply rate limits and is not stored in
            our database. Our server logs record each request's method, the address requested (including any search
            terms in it), the status and the timing; never the content of forms or messages you send.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>to run your account, keep you signed in and show your profile, favourites and dashboard;</li>
        <li>to generate companion replies and let companions remember what you chose to tell them;</li>
        <li>to review creator uploads, publish approved content and pay creators;</li>
        <li>to protect the Service and its users: rate limits, brute-force protection and moderation;</li>
        <li>to answer your contact messages and to tell waitlist members when {brand.premiumName} opens;</li>
        <li>to keep the Service reliable and fix problems, using the server logs described above.</li>
      </ul>
    ),
  },
  {
    id: 'disclosures',
    title: 'How We Share and Disclose Information',
    body: (
      <>
        <p>We do not sell your personal information, and we use no advertising trackers or third-party analytics.</p>
        <ul>
          <li>
            <strong>AI provider:</strong> when the Service is configured to use an external language-model provider, the
            text of your conversation with a companion is sent to that provider to generate replies. Otherwise replies
            are produced on our own servers.
          </li>
          <li>
            <strong>Service providers:</strong> companies that host our servers and databases, deliver email and process
            payments, acting on our instructions.
          </li>
          <li>
            <strong>Public content:</strong> companion profiles and the content creators publish are visible to
            visitors; your chats, favourites and dashboard are not.
          </li>
          <li>
            <strong>Legal reasons:</strong> when the law requires it, or to protect the rights and safety of our users
            and the public.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How Long We Keep It',
    body: (
      <ul>
        <li>Account data, favourites and activity: for as long as your account exists.</li>
        <li>
          Chat history and the companion's memory: until you clear the chat with that companion, which deletes both.
        </li>
        <li>Sessions: until you sign out or the session expires (at most 30 days after your last visit).</li>
        <li>Password-reset tokens: they stop working after one hour or once used.</li>
        <li>Waitlist and contact messages: until they have served their purpose, or sooner if you ask us.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How We Protect It',
    body: (
      <p>
        Passwords are hashed with argon2id; session and reset tokens are stored only as keyed hashes; session cookies
        are HTTP-only and not readable by scripts; every request is checked against rate limits; and only the people who
        run the Service can reach its database. No system is perfectly secure, so please use a strong password that you
        use nowhere else.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights and Choices',
    body: (
      <>
        <p>Depending on where you live, you may have the right to:</p>
        <ul>
          <li>see the personal information we hold about you and get a copy of it;</li>
          <li>correct it (you can edit your display name and bio yourself on your profile page);</li>
          <li>delete it, including clearing a chat and its memory yourself at any time, or closing your account;</li>
          <li>object to or restrict some uses, and withdraw consent you gave;</li>
          <li>complain to your local data-protection authority.</li>
        </ul>
        <p>
          To use these rights, write to{' '}
          <a href={`mailto:${brand.supportEmail}`} className="text-primary underline underline-offset-4">
            {brand.supportEmail}
          </a>{' '}
          from the email address on your account. We will answer within the time the law allows.
        </p>
      </>
    ),
  },
  {
    id: 'age-restriction',
    title: `Age Restriction: ${AGE_LIMIT}+ Only`,
    body: (
      <p>
        The Service is only for people aged {AGE_LIMIT} or over. We do not knowingly collect information from anyone
        younger. If you believe a minor has given us information, contact us and we will delete it and close the
        account.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and Local Storage',
    body: (
      <p>
        We use one essential cookie, which holds your session token so that you stay signed in (or keep your chats as a
        visitor). Your choice of light or dark theme is kept in your browser's local storage. We use no advertising,
        tracking or analytics cookies.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy and Contact',
    body: (
      <p>
        When we change this policy we update the date at the top, and tell you in the Service or by email before a
        material change takes effect. Questions about your privacy are welcome at{' '}
        <a href={`mailto:${brand.supportEmail}`} className="text-primary underline underline-offset-4">
          {brand.supportEmail}
        </a>
        .
      </p>
    ),
  },
];
