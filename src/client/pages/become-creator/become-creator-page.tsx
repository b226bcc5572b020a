import { BarChart3, FolderInput, Mail, Sparkles, Upload } from 'lucide-react';
import { Container } from '../../components/layout/container.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Link } from '../../components/ui/link.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { CreatorEarnings } from './creator-earnings.tsx';
import { CreatorFeatures } from './creator-features.tsx';
import { CreatorMigration } from './creator-migration.tsx';

// Three equal columns on a phone (labels may wrap), a compact row from sm up.
const TAB_CLASSES = 'h-auto min-h-8 px-2 py-1.5 text-center whitespace-normal sm:px-3';

export function BecomeCreatorPage() {
  usePageMeta(
    `Become a Creator · ${brand.mainName}`,
    'Create AI companions, share content and earn a 50% revenue share with weekly payouts.',
  );
  return (
    <>
      <section className="bg-gradient-to-br from-hero-from to-hero-to">
        <Container className="grid gap-6 py-16 sm:py-24">
          <Badge variant="secondary" className="w-fit px-3 py-1">
            <Sparkles aria-hidden="true" /> For creators
          </Badge>
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            Become a Creator
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground text-pretty">
            Build AI companions with their own personalities, share your content with the people who love it, and earn
            on your own terms with {brand.creatorName}.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/signup?tab=creator">Get Started</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/login?tab=creator">Log In</Link>
            </Button>
          </div>
        </Container>
      </section>

      <Container className="grid gap-6 py-12 sm:py-16">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Why create with us</h2>
        <Tabs defaultValue="features" className="grid gap-2">
          <TabsList aria-label="Creator programme" className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-fit">
            <TabsTrigger value="features" className={TAB_CLASSES}>
              <Upload aria-hidden="true" className="hidden size-4 sm:block" /> Features
            </TabsTrigger>
            <TabsTrigger value="earnings" className={TAB_CLASSES}>
              <BarChart3 aria-hidden="true" className="hidden size-4 sm:block" /> Earnings
            </TabsTrigger>
            <TabsTrigger value="migration" className={TAB_CLASSES}>
              <FolderInput aria-hidden="true" className="hidden size-4 sm:block" /> Easy Migration
            </TabsTrigger>
          </TabsList>
          <TabsContent value="features">
            <CreatorFeatures />
          </TabsContent>
          <TabsContent value="earnings">
            <CreatorEarnings />
          </TabsContent>
          <TabsContent value="migration">
            <CreatorMigration />
          </TabsContent>
        </Tabs>
      </Container>

      <Container className="pb-4">
        <section
          aria-labelledby="creator-cta"
          className="grid justify-items-center gap-5 rounded-3xl border bg-card px-6 py-12 text-center shadow-sm sm:px-12"
        >
          <h2 id="creator-cta" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            Ready to start creating?
          </h2>
          <p className="max-w-xl text-muted-foreground text-pretty">
            Create your account in a minute and set up your first companion today. Already a creator? Sign in to your
            portal.
          </p>
          <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to="/signup">Create an Account</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/login">Sign In</Link>
            </Button>
          </div>
          <p className="inline-flex flex-wrap items-center justify-center gap-1.5 text-sm text-muted-foreground">
            <Mail className="size-4" aria-hidden="true" />
            Questions about creating? Email{' '}
            <a
              href={`mailto:${brand.creatorSupportEmail}`}
              className="font-medium text-foreground underline underline-offset-4 hover:text-primary"
            >
              {brand.creatorSupportEmail}
            </a>
          </p>
        </section>
      </Container>
    </>
  );
}
