import { Link } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Button } from '../../components/ui/button.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function AvatarsPage() {
  usePageMeta(`Explore Avatars | ${brand.mainName}`, 'Browse every companion by name, tagline or category.');
  return (
    <Container>
      <PageIntro title="Explore Avatars" description="Browse every companion by name, tagline or category." />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="default">
          <Link to="/">Home</Link>
        </Button>
      </div>
    </Container>
  );
}
