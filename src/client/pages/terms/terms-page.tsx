import { Link } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Button } from '../../components/ui/button.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function TermsPage() {
  usePageMeta(`Terms of Service | ${brand.mainName}`, 'The rules for using the service.');
  return (
    <Container>
      <PageIntro title="Terms of Service" description="The rules for using the service." />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="default">
          <Link to="/privacy">Privacy Policy</Link>
        </Button>
      </div>
    </Container>
  );
}
