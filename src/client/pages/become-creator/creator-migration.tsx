import { FolderInput, LifeBuoy, Quote } from 'lucide-react';
import { type IconCardItem, IconCardList } from './icon-card.tsx';

const MIGRATION: IconCardItem[] = [
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
      <IconCardList items={MIGRATION} className="grid gap-4 sm:grid-cols-2" />
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
