import { Link } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Button } from '../../components/ui/button.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function BecomeCreatorPage() {
  usePageMeta(`Become a creator | ${brand.mainName}`, 'Create companions, share content and earn.');
  return (
    <Container>
      <PageIntro title="Become a creator" description="Create companions, share content and earn." />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="default">
          <Link to="/signup?tab=creator">Get Started</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/login?tab=creator">Log In</Link>
        </Button>
      </div>
    </Container>
  );
}
