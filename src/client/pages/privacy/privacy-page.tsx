import { Link } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Button } from '../../components/ui/button.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function PrivacyPage() {
  usePageMeta(`Privacy Policy | ${brand.mainName}`, 'What we collect, why, and your rights.');
  return (
    <Container>
      <PageIntro title="Privacy Policy" description="What we collect, why, and your rights." />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="default">
          <Link to="/terms">Terms of Service</Link>
        </Button>
      </div>
    </Container>
  );
}
