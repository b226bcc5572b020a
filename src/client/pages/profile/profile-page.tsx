import { Link } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Button } from '../../components/ui/button.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function ProfilePage() {
  usePageMeta(`Edit Profile | ${brand.mainName}`, 'Update how you appear to companions and creators.');
  return (
    <Container>
      <PageIntro title="Edit Profile" description="Update how you appear to companions and creators." />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="default">
          <Link to="/welcome">Back to dashboard</Link>
        </Button>
      </div>
    </Container>
  );
}
