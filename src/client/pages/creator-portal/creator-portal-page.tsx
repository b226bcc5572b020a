import { Link } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Button } from '../../components/ui/button.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function CreatorPortalPage() {
  usePageMeta(`Creator Portal | ${brand.mainName}`, 'Upload content, manage avatars and follow performance.');
  return (
    <Container>
      <PageIntro title="Creator Portal" description="Upload content, manage avatars and follow performance." />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="default">
          <Link to="/become-creator">Become a creator</Link>
        </Button>
      </div>
    </Container>
  );
}
