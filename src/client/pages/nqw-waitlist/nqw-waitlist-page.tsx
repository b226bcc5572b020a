import { Clock, Mail } from 'lucide-react';
import { AGE_LIMIT } from '../../../shared/constants.ts';
import { Container } from '../../components/layout/container.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Link } from '../../components/ui/link.tsx';
import { WaitlistForm } from '../../features/waitlist/components/waitlist-form.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function NqwWaitlistPage() {
  usePageMeta(
    `Join the Waitlist · ${brand.premiumName}`,
    `${brand.premiumName} is coming soon. Join the waitlist to be the first to know when it opens.`,
  );
  return (
    <div className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-[-12rem] left-1/2 -z-10 h-[30rem] w-[40rem] max-w-[140vw] -translate-x-1/2 rounded-full bg-primary/20 blur-3xl"
      />
      <Container className="grid max-w-xl gap-8 py-16 sm:py-24">
        <header className="grid justify-items-center gap-4 text-center">
          <Badge variant="outline" className="border-primary/40 px-3 py-1 text-primary">
            <Clock aria-hidden="true" /> Coming Soon
          </Badge>
          <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            Join the <span className="whitespace-nowrap">{brand.premiumName}</span> Waitlist
          </h1>
          <p className="text-lg text-muted-foreground text-pretty">
            {brand.premiumName} is coming soon. Leave your email and we'll let you know the moment the doors open, with
            early access for everyone on the list.
          </p>
        </header>

        <Card className="bg-card/80 backdrop-blur">
          <CardContent className="p-6 pt-6 sm:p-8 sm:pt-8">
            <WaitlistForm />
          </CardContent>
        </Card>

        <div className="grid gap-3 text-center text-sm text-muted-foreground">
          <p>
            Can't wait?{' '}
            <Link to="/" className="font-medium text-primary underline underline-offset-4">
              Enjoy the free experience
            </Link>{' '}
            now, no setup required.
          </p>
          <p className="inline-flex flex-wrap items-center justify-center gap-1.5">
            <Mail className="size-4" aria-hidden="true" />
            Questions? Contact us at{' '}
            <a
              href={`mailto:${brand.supportEmail}`}
              className="font-medium text-foreground underline underline-offset-4 hover:text-primary"
            >
              {brand.supportEmail}
            </a>
          </p>
          <p className="text-xs">
            {brand.premiumName} will be for adults only ({AGE_LIMIT}+). We only use your email to tell you about the
            launch.
          </p>
        </div>
      </Container>
    </div>
  );
}
