import { Link } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Button } from '../../components/ui/button.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function NqwPage() {
  usePageMeta(`Coming soon | ${brand.mainName}`, 'An exclusive 18+ experience is on its way.');
  return (
    <Container>
      <PageIntro title="Coming soon" description="An exclusive 18+ experience is on its way." />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="default">
          <Link to="/">Return Home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/nqw-waitlist">Join Waitlist</Link>
        </Button>
      </div>
    </Container>
  );
}
