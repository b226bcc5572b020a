import { AGE_LIMIT, LIABILITY_CAP_MONTHS, RENEWAL_CANCEL_NOTICE_HOURS } from '../../../shared/constants.ts';
import { Link } from '../../components/ui/link.tsx';
import type { LegalSection } from '../../features/legal/components/legal-document.tsx';
import { brand } from '../../lib/app-config.ts';

/** Spec §1 and §2: twelve numbered sections covering every term the product states. */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of These Terms',
    body: (
      <>
        <p>
          These Terms of Service ("Terms") govern your use of {brand.mainName}, including the {brand.premiumName}{' '}
          premium tier and the {brand.creatorName} creator portal (together, the "Service"). By creating an account,
          chatting with a companion or otherwise using the Service, you agree to these Terms and to our{' '}
          <Link to="/privacy" className="text-primary underline underline-offset-4">
            Privacy Policy
          </Link>
          . If you do not agree, do not use the Service.
        </p>
        <p>
          The Service is an early demonstration (MVP). Figures shown in it, such as subscriber counts, earnings and
          statistics, are fictional unless stated otherwise.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: `Eligibility: ${AGE_LIMIT}+ Only`,
    body: (
      <>
        <p>
          You must be at least {AGE_LIMIT} years old, and of legal age in the place where you live, to use the Service.
          By using it you confirm that you are. The Service is not directed at minors and we do not knowingly allow them
          to use it.
        </p>
        <p>
          Mature-audience areas, including {brand.premiumName}, may require additional age verification before you can
          access them. If we learn that an account belongs to someone under {AGE_LIMIT}, we will close it.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your Account',
    body: (
      <>
        <p>
          You can browse and chat as a visitor; some features (favourites, your dashboard, your profile) need a member
          account. Give accurate information when you register and keep it up to date.
        </p>
        <p>
          You are responsible for keeping your password secret and for everything that happens under your account. Tell
          us at once at {brand.supportEmail} if you believe someone else has used it. One person may not hold an account
          for someone else or share an account.
        </p>
      </>
    ),
  },
  {
    id: 'creator-accounts',
    title: 'Creator Accounts',
    body: (
      <>
        <p>
          Creators register a creator account to build companions, upload content (images, video, audio and text) and
          earn income. By uploading you confirm that you own the content or hold every right needed to publish it, and
          that every person shown in it is an adult who has consented to its publication.
        </p>
        <ul>
          <li>Content for mature-audience areas is reviewed and must be verified before it is published.</li>
          <li>You may mark content as subscriber-only; it is then shown only to paying subscribers.</li>
          <li>
            You are responsible for your own taxes and for the accuracy of the payout details you give us. Creator
            support is available at {brand.creatorSupportEmail}.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'subscriptions',
    title: 'Subscriptions and Automatic Renewal',
    body: (
      <>
        <p>
          Subscriptions give access to a creator's subscriber-only content or to a premium tier for a billing period.{' '}
          <strong>
            Subscriptions renew automatically at the end of each period unless you cancel at least{' '}
            {RENEWAL_CANCEL_NOTICE_HOURS} hours before the current period ends.
          </strong>
        </p>
        <p>
          When you cancel, you keep access until the end of the period you have paid for; no further charge is made.
          Except where the law requires otherwise, payments for a period that has started are not refunded.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Pricing, Payments and Service Fee',
    body: (
      <>
        <p>
          Creators set the price of their subscriptions within the parameters we set (for example a minimum and a
          maximum price, and the currencies offered). Prices are shown before you subscribe, including any taxes we are
          required to collect.
        </p>
        <p>
          We retain a service fee from each transaction on the Service to cover payment processing, hosting, moderation
          and support; the remainder is paid out to the creator according to their payout schedule. Payments are handled
          by our payment providers; we never see your full card number.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable Use and Your Content',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>upload or request content involving minors, or content that depicts anyone without their consent;</li>
          <li>harass, threaten or impersonate anyone, or use the Service to break the law;</li>
          <li>upload content you do not have the rights to, or malware, spam or misleading material;</li>
          <li>scrape, overload or try to get around the Service's security, rate limits or access controls.</li>
        </ul>
        <p>
          You keep ownership of what you submit. You give us a worldwide, non-exclusive licence to host, store, display
          and deliver it as needed to run the Service, for as long as it remains on the Service.
        </p>
      </>
    ),
  },
  {
    id: 'ai-companions',
    title: 'AI Companions',
    body: (
      <>
        <p>
          Companions are fictional characters whose replies are generated by software. They are not real people, may be
          wrong, and are not a source of medical, legal, financial or other professional advice. Do not rely on a
          companion in an emergency.
        </p>
        <p>
          Companions may keep a visible memory of what you tell them in a conversation (such as your name or what you
          like) to make replies more personal. You can view and clear it, together with your chat history.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Content Removal, Suspension and Termination',
    body: (
      <>
        <p>
          We may remove or refuse any content, and suspend or terminate any account, at our discretion, including when
          we believe it breaks these Terms or the law, puts other people at risk, or exposes us to liability. Where
          appropriate we will tell you why.
        </p>
        <p>
          You may close your account at any time by contacting {brand.supportEmail}. Sections that by their nature
          should survive termination (such as fees owed, licences needed to finish a transaction, disclaimers and limits
          of liability) continue to apply.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    body: (
      <p>
        The Service, its software, design, brand names and logos belong to us or our licensors. Apart from the licence
        to use the Service under these Terms, no rights are granted to you. Creators' content belongs to the creators
        who publish it; do not copy or redistribute it without their permission.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and Limitation of Liability',
    body: (
      <>
        <p>
          The Service is provided "as is" and "as available", without warranties of any kind to the extent the law
          allows. We do not promise that it will be uninterrupted or error-free.
        </p>
        <p>
          <strong>
            To the fullest extent the law allows, our total liability to you for any claim arising from the Service is
            limited to the amount you paid us in the {LIABILITY_CAP_MONTHS} months before the event giving rise to the
            claim.
          </strong>{' '}
          We are not liable for indirect or consequential losses. Nothing in these Terms limits liability that cannot be
          limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to These Terms and Contact',
    body: (
      <p>
        We may update these Terms as the Service grows. When we make material changes we will update the date at the top
        and, where appropriate, tell you in the Service or by email before they take effect. Continuing to use the
        Service after that means you accept the new Terms. Questions? Write to{' '}
        <a href={`mailto:${brand.supportEmail}`} className="text-primary underline underline-offset-4">
          {brand.supportEmail}
        </a>
        .
      </p>
    ),
  },
];
