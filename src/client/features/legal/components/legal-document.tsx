import type { ReactNode } from 'react';
import { Container } from '../../../components/layout/container.tsx';
import { Link } from '../../../components/ui/link.tsx';

export interface LegalSection {
  /** Anchor id, e.g. 'eligibility'. */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
  /** The sibling document, linked at the end. */
  related: { to: string; label: string };
}

/** Terms and Privacy: numbered sections with a table of contents, readable at 360 px. */
export function LegalDocument({ title, lastUpdated, intro, sections, related }: LegalDocumentProps) {
  return (
    <Container className="max-w-4xl py-10 sm:py-14">
      <article className="grid gap-10" aria-labelledby="legal-title">
        <header className="grid gap-3 border-b pb-8">
          <h1 id="legal-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h1>
          <p className="text-sm text-muted-foreground">Last updated {lastUpdated}</p>
          <div className="grid gap-3 text-base leading-relaxed text-muted-foreground">{intro}</div>
        </header>

        <nav aria-label="Contents" className="rounded-2xl border bg-card p-5 sm:p-6">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">Contents</h2>
          <ol className="grid gap-1.5 text-sm sm:grid-cols-2 sm:gap-x-8">
            {sections.map((s, i) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-foreground underline-offset-4 hover:text-primary hover:underline">
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="grid gap-10" data-testid="legal-sections">
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="grid scroll-mt-24 gap-3">
              <h2 id={`${s.id}-title`} className="text-xl font-semibold tracking-tight sm:text-2xl">
                {i + 1}. {s.title}
              </h2>
              <div className="grid gap-3 leading-relaxed text-muted-foreground [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-foreground [&_ul]:grid [&_ul]:gap-1.5">
                {s.body}
              </div>
            </section>
          ))}
        </div>

        <footer className="border-t pt-6 text-sm text-muted-foreground">
          See also our{' '}
          <Link to={related.to} className="font-medium text-primary underline underline-offset-4">
            {related.label}
          </Link>
          .
        </footer>
      </article>
    </Container>
  );
}
