import { Link } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Button } from '../../components/ui/button.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function SignupPage() {
  usePageMeta(`Sign Up | ${brand.mainName}`, 'Join to keep favourites and continue your conversations.');
  return (
    <Container>
      <PageIntro title="Create Your Account" description="Join to keep favourites and continue your conversations." />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="default">
          <Link to="/login">Log in</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/terms">Terms</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/privacy">Privacy</Link>
        </Button>
      </div>
    </Container>
  );
}
