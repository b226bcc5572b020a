import { Link } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Button } from '../../components/ui/button.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function ForgotPasswordPage() {
  usePageMeta(`Forgot password | ${brand.mainName}`, 'We will email you a link to choose a new one.');
  return (
    <Container>
      <PageIntro title="Forgot your password?" description="We will email you a link to choose a new one." />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="default">
          <Link to="/login">Back to login</Link>
        </Button>
      </div>
    </Container>
  );
}
