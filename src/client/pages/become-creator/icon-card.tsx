import type { ComponentType } from 'react';
import { Card, CardDescription, CardHeader } from '../../components/ui/card.tsx';

export interface IconCardItem {
  title: string;
  text: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

/** A card with an icon, an h3 title and a line of text, as the creator tabs list them. */
export function IconCard({ title, text, icon: Icon }: IconCardItem) {
  return (
    <Card className="h-full transition-shadow hover:shadow-md">
      <CardHeader className="gap-3">
        <span className="grid size-11 place-items-center rounded-xl bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden={true} />
        </span>
        <h3 className="text-lg font-semibold leading-tight">{title}</h3>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
    </Card>
  );
}

export function IconCardList({ items, className }: { items: IconCardItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title}>
          <IconCard {...item} />
        </li>
      ))}
    </ul>
  );
}
