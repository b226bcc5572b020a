import { Link } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { Button } from '../../components/ui/button.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function HomePage() {
  usePageMeta(
    `${brand.mainName} · Virtual Companions for Meaningful Conversations`,
    'Chat with unique AI companions, each with their own personality. No setup required.',
  );
  return (
    <section className="bg-gradient-to-br from-hero-from to-hero-to">
      <Container className="grid gap-6 py-16 sm:py-24">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          Virtual Companions for Meaningful Conversations
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground text-pretty">
          Chat with unique personalities who remember what matters to you. No setup required: pick a companion and say
          hello.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/avatars">Explore Avatars</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
