import { AGE_LIMIT, TERMS_LAST_UPDATED } from '../../../shared/constants.ts';
import { LegalDocument } from '../../features/legal/components/legal-document.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { TERMS_SECTIONS } from './terms-sections.tsx';

export function TermsPage() {
  usePageMeta(
    `Terms of Service · ${brand.mainName}`,
    `The rules for using ${brand.mainName}: ${AGE_LIMIT}+ only, subscriptions, fees, creator accounts and liability.`,
  );
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={
        <p>
          Please read these Terms carefully. They explain what you can expect from us and what we expect from you when
          you use {brand.mainName}.
        </p>
      }
      sections={TERMS_SECTIONS}
      related={{ to: '/privacy', label: 'Privacy Policy' }}
    />
  );
}
