import { Link } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Button } from '../../components/ui/button.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function AvatarProfilePage() {
  usePageMeta(`Avatar | ${brand.mainName}`, 'Read about this companion and see their content.');
  return (
    <Container>
      <PageIntro title="Avatar profile" description="Read about this companion and see their content." />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="default">
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    </Container>
  );
}
