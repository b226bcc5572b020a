import { Link } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Button } from '../../components/ui/button.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function NqwWaitlistPage() {
  usePageMeta(`Waitlist | ${brand.mainName}`, 'Be the first to know when the premium tier opens.');
  return (
    <Container>
      <PageIntro title="Join the waitlist" description="Be the first to know when the premium tier opens." />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="default">
          <Link to="/">Free experience</Link>
        </Button>
      </div>
    </Container>
  );
}
