import { Link } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Button } from '../../components/ui/button.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function LoginPage() {
  usePageMeta(`Login | ${brand.mainName}`, 'Sign in to chat, keep favourites and see your dashboard.');
  return (
    <Container>
      <PageIntro title="Login to Your Account" description="Sign in to chat, keep favourites and see your dashboard." />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="default">
          <Link to="/signup">Sign up</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/forgot-password">Forgot password?</Link>
        </Button>
      </div>
    </Container>
  );
}
