import { TERMS_LAST_UPDATED } from '../../../shared/constants.ts';
import { LegalDocument } from '../../features/legal/components/legal-document.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { PRIVACY_SECTIONS } from './privacy-sections.tsx';

export function PrivacyPage() {
  usePageMeta(
    `Privacy Policy · ${brand.mainName}`,
    'What we collect, how we use and share it, how long we keep it, and your rights.',
  );
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={
        <p>
          This policy explains what personal information {brand.mainName} keeps, why, who it is shared with and what you
          can do about it. It covers the main service, {brand.premiumName} and the {brand.creatorName} creator portal.
        </p>
      }
      sections={PRIVACY_SECTIONS}
      related={{ to: '/terms', label: 'Terms of Service' }}
    />
  );
}
