import { Link } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Button } from '../../components/ui/button.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function WelcomePage() {
  usePageMeta(`Dashboard | ${brand.mainName}`, 'Your favourites, picks and recent activity will appear here.');
  return (
    <Container>
      <PageIntro title="Your dashboard" description="Your favourites, picks and recent activity will appear here." />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="default">
          <Link to="/avatars">Explore Avatars</Link>
        </Button>
      </div>
    </Container>
  );
}
