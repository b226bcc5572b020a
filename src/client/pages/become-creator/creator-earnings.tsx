import { CalendarClock, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';

/** Spec §9 marketing claims: 50 % vs 30-40 %, $800 / $2,400 / $8,500+, weekly payouts, 1,000+ creators. */
const AVERAGE_EARNINGS = [
  { amount: '$800', period: 'per month', label: 'Average in your first 3 months' },
  { amount: '$2,400', period: 'per month', label: 'Average after 6 months' },
  { amount: '$8,500+', period: 'per month', label: 'Top 10% of creators' },
];

export function CreatorEarnings() {
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <h3 className="text-lg font-semibold">Revenue share</h3>
          <p className="text-sm text-muted-foreground">Keep more of what you earn.</p>
        </CardHeader>
        <CardContent className="grid gap-5">
          <ShareBar label="Our creators" value="50%" percent={50} highlight />
          <ShareBar label="Other platforms" value="30-40%" percent={40} from={30} />
        </CardContent>
      </Card>

      <section aria-labelledby="average-earnings" className="grid gap-4">
        <h3 id="average-earnings" className="text-lg font-semibold">
          Average earnings
        </h3>
        <ul className="grid gap-4 sm:grid-cols-3">
          {AVERAGE_EARNINGS.map((e) => (
            <li key={e.label}>
              <Card className="h-full bg-gradient-to-br from-hero-from to-hero-to">
                <CardContent className="grid gap-1 p-6 pt-6 sm:p-6 sm:pt-6">
                  <p className="text-3xl font-bold tracking-tight">
                    {e.amount} <span className="text-sm font-medium text-muted-foreground">{e.period}</span>
                  </p>
                  <p className="text-sm text-muted-foreground">{e.label}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          <Highlight icon={<CalendarClock className="size-5" aria-hidden="true" />} title="Weekly payouts">
            Your earnings arrive every week, not once a month.
          </Highlight>
        </li>
        <li>
          <Highlight icon={<Users className="size-5" aria-hidden="true" />} title="1,000+ creators">
            Join more than 1,000 creators already building with us.
          </Highlight>
        </li>
      </ul>
      <p className="text-xs text-muted-foreground">
        Illustrative figures from this demonstration; they are fictional and not a promise of earnings.
      </p>
    </div>
  );
}

function ShareBar({
  label,
  value,
  percent,
  from,
  highlight = false,
}: {
  label: string;
  value: string;
  percent: number;
  from?: number;
  highlight?: boolean;
}) {
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-medium">{label}</span>
        <span className={highlight ? 'text-2xl font-bold text-primary' : 'text-xl font-semibold text-muted-foreground'}>
          {value}
        </span>
      </div>
      {/* The bar repeats the number shown beside it, so it is hidden from assistive tech. */}
      <div aria-hidden="true" className="relative h-3 overflow-hidden rounded-full bg-muted">
        {from !== undefined ? (
          <div className="absolute inset-y-0 left-0 bg-muted-foreground/40" style={{ width: `${from}%` }} />
        ) : null}
        <div
          className={highlight ? 'h-full rounded-full bg-primary' : 'h-full rounded-full bg-muted-foreground/25'}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function Highlight({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="flex h-full items-start gap-4 p-5">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">{icon}</span>
      <div className="grid gap-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-muted-foreground">{children}</p>
      </div>
    </Card>
  );
}
