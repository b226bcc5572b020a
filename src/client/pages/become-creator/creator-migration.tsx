import { FolderInput, LifeBuoy, Quote } from 'lucide-react';
import { Card, CardDescription, CardHeader } from '../../components/ui/card.tsx';

const MIGRATION = [
  {
    title: 'Bulk Import',
    text: 'Bring your existing library across in one go: upload many images, videos and audio files at once and keep their titles and descriptions.',
    icon: FolderInput,
  },
  {
    title: 'Migration Support',
    text: 'Our team helps you move from another platform, plan your launch and let your subscribers know where to find you.',
    icon: LifeBuoy,
  },
];

/** Two testimonials (fictional, like every figure in this demonstration). */
const TESTIMONIALS = [
  {
    quote:
      'Moving my whole catalogue took an afternoon. The bulk import kept everything organised and my subscribers followed me within a week.',
    name: 'Maya R.',
    role: 'Lifestyle creator',
  },
  {
    quote:
      'The migration team answered every question I had. Weekly payouts and a bigger share made the switch an easy decision.',
    name: 'Jordan K.',
    role: 'Digital artist',
  },
];

export function CreatorMigration() {
  return (
    <div className="grid gap-6">
      <ul className="grid gap-4 sm:grid-cols-2">
        {MIGRATION.map(({ title, text, icon: Icon }) => (
          <li key={title}>
            <Card className="h-full">
              <CardHeader className="gap-3">
                <span className="grid size-11 place-items-center rounded-xl bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="text-lg font-semibold leading-tight">{title}</h3>
                <CardDescription>{text}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
      <section aria-labelledby="testimonials" className="grid gap-4">
        <h3 id="testimonials" className="text-lg font-semibold">
          What creators say
        </h3>
        <ul className="grid gap-4 md:grid-cols-2">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="grid h-full gap-4 rounded-2xl border bg-card p-6 shadow-sm">
                <Quote className="size-6 text-primary" aria-hidden="true" />
                <blockquote className="text-pretty">{t.quote}</blockquote>
                <figcaption className="text-sm">
                  <span className="font-semibold">{t.name}</span>
                  <span className="text-muted-foreground">, {t.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
