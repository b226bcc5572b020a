import { Link } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Button } from '../../components/ui/button.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function ResetPasswordPage() {
  usePageMeta(`Reset password | ${brand.mainName}`, 'Set a new password for your account.');
  return (
    <Container>
      <PageIntro title="Choose a new password" description="Set a new password for your account." />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="default">
          <Link to="/login">Back to login</Link>
        </Button>
      </div>
    </Container>
  );
}
