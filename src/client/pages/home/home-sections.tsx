import { ArrowRight, MessageCircleHeart } from 'lucide-react';
import { Container } from '../../components/layout/container.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Link } from '../../components/ui/link.tsx';

export function HomeHero() {
  return (
    <section className="bg-gradient-to-br from-hero-from to-hero-to">
      <Container className="grid gap-6 py-14 sm:py-20">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          Virtual Companions for Meaningful Conversations
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground text-pretty">
          Chat with unique personalities who remember what matters to you. No setup required: pick a companion and say
          hello.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <a href="#avatars">
              Browse companions
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/avatars">Explore Avatars</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}

export function ClosingSection() {
  return (
    <section aria-labelledby="start-heading" className="pb-4">
      <Container>
        <div className="grid gap-5 rounded-3xl bg-gradient-to-br from-hero-from to-hero-to px-6 py-12 text-center sm:px-12">
          <MessageCircleHeart aria-hidden="true" className="mx-auto size-10 text-primary" />
          <h2 id="start-heading" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            Start a Conversation Today
          </h2>
          <p className="mx-auto max-w-xl text-muted-foreground text-pretty">
            Every companion has a story, a voice and things they love to talk about. Pick one and say hello: chatting is
            free, and an account keeps your favourites and conversations together.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to="/signup">Create a free account</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/avatars">Explore Avatars</Link>
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
