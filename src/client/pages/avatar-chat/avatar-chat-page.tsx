import { Link } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Button } from '../../components/ui/button.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function AvatarChatPage() {
  usePageMeta(`Chat | ${brand.mainName}`, 'Start a conversation with this companion.');
  return (
    <Container>
      <PageIntro title="Chat" description="Start a conversation with this companion." />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="default">
          <Link to="/">Back</Link>
        </Button>
      </div>
    </Container>
  );
}
