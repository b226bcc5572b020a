import { Briefcase, Mail } from 'lucide-react';
import { Container } from '../../components/layout/container.tsx';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function ContactPage() {
  usePageMeta(`Contact Us · ${brand.mainName}`, 'Questions, feedback or a creator portfolio: send us a message.');
  return (
    <Container className="max-w-5xl pb-8">
      <PageIntro
        title="Contact Us"
        description="Questions, feedback or an idea for a companion? Send us a message and we'll get back to you."
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Card>
          <CardContent className="p-5 pt-5 sm:p-8 sm:pt-8">
            <ContactForm />
          </CardContent>
        </Card>
        <aside className="grid content-start gap-4" aria-label="More ways to reach us">
          <Card className="bg-gradient-to-br from-hero-from to-hero-to">
            <CardHeader>
              <span className="grid size-10 place-items-center rounded-xl bg-primary/15 text-primary">
                <Briefcase className="size-5" aria-hidden="true" />
              </span>
              <CardTitle>Are you a creator?</CardTitle>
              <CardDescription className="text-foreground/80">
                Include links to your portfolio (Behance, Dribbble, ArtStation, GitHub or your own site) in your message
                and our team will review your work.
              </CardDescription>
            </CardHeader>
          </Card>
          <Card>
            <CardHeader>
              <span className="grid size-10 place-items-center rounded-xl bg-secondary text-secondary-foreground">
                <Mail className="size-5" aria-hidden="true" />
              </span>
              <CardTitle>Prefer email?</CardTitle>
              <CardDescription>
                Write to{' '}
                <a
                  href={`mailto:${brand.supportEmail}`}
                  className="font-medium text-foreground underline underline-offset-4 hover:text-primary"
                >
                  {brand.supportEmail}
                </a>
                ; we read every message.
              </CardDescription>
            </CardHeader>
          </Card>
        </aside>
      </div>
    </Container>
  );
}
