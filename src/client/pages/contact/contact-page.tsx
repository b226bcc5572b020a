import { Link } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Button } from '../../components/ui/button.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function ContactPage() {
  usePageMeta(`Contact | ${brand.mainName}`, 'Questions, feedback or a creator portfolio: we read everything.');
  return (
    <Container>
      <PageIntro title="Contact us" description="Questions, feedback or a creator portfolio: we read everything." />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="default">
          <Link to="/">Home</Link>
        </Button>
      </div>
    </Container>
  );
}
