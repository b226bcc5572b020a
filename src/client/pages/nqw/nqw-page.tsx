import { Gem, Lock, MessageCircleHeart, Sparkles } from 'lucide-react';
import type { ComponentType } from 'react';
import { AGE_LIMIT } from '../../../shared/constants.ts';
import { Container } from '../../components/layout/container.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Link } from '../../components/ui/link.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

interface Feature {
  title: string;
  text: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

/** Spec §2: the four features of the premium tier. */
const FEATURES: Feature[] = [
  {
    title: 'Uncensored Conversations',
    text: 'Talk freely, without the filters of the free experience, with companions who follow your lead.',
    icon: MessageCircleHeart,
  },
  {
    title: 'Explicit Content',
    text: 'Mature content from verified creators, reviewed before it is published and kept behind age checks.',
    icon: Gem,
  },
  {
    title: 'Personalized Experiences',
    text: 'Companions who remember your preferences and shape every moment around you.',
    icon: Sparkles,
  },
  {
    title: 'Private Sessions',
    text: 'One-to-one time that stays between you and your companion. Discreet by design.',
    icon: Lock,
  },
];

export function NqwPage() {
  usePageMeta(
    `${brand.premiumName} · Coming Soon`,
    `${brand.premiumName} is an exclusive ${AGE_LIMIT}+ experience, coming soon. Join the waitlist.`,
  );
  return (
    <div className="relative isolate overflow-hidden">
      <Glow />
      <Container className="grid gap-12 py-16 sm:py-24">
        <header className="mx-auto grid max-w-3xl justify-items-center gap-5 text-center">
          <div className="flex flex-wrap justify-center gap-2">
            <Badge variant="outline" className="border-primary/40 px-3 py-1 text-primary">
              Coming Soon
            </Badge>
            <Badge variant="secondary" className="px-3 py-1">
              {AGE_LIMIT}+ only
            </Badge>
          </div>
          <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-6xl">
            {brand.premiumName}
            <span className="block bg-gradient-to-r from-primary to-foreground bg-clip-text pb-1 text-transparent">
              An intimate new experience
            </span>
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground text-pretty">
            Our premium tier for adults is almost ready: deeper connections, exclusive creators and complete privacy. Be
            among the first to step inside.
          </p>
        </header>

        <ul className="grid gap-4 sm:grid-cols-2" aria-label="What's coming">
          {FEATURES.map(({ title, text, icon: Icon }) => (
            <li
              key={title}
              className="group grid content-start gap-3 rounded-2xl border bg-card/70 p-6 shadow-sm backdrop-blur transition-colors hover:border-primary/50"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-primary/15 text-primary">
                <Icon className="size-5" aria-hidden={true} />
              </span>
              <h2 className="text-lg font-semibold">{title}</h2>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>

        <div className="grid justify-items-center gap-5 text-center">
          <div className="flex w-full flex-col-reverse justify-center gap-3 sm:w-auto sm:flex-row">
            <Button asChild variant="outline" size="lg">
              <Link to="/">Return Home</Link>
            </Button>
            <Button asChild size="lg">
              <Link to="/nqw-waitlist">Join Waitlist</Link>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">You must be 18+ to access this content when available.</p>
        </div>
      </Container>
    </div>
  );
}

/** A soft, decorative light behind the page. */
function Glow() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute top-[-10rem] left-1/2 h-[28rem] w-[44rem] max-w-[140vw] -translate-x-1/2 rounded-full bg-gradient-to-br from-primary/25 to-hero-to/0 blur-3xl" />
      <div className="absolute inset-x-0 bottom-0 h-64 bg-gradient-to-t from-hero-from/60 to-transparent" />
    </div>
  );
}
