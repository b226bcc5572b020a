import { brand } from '../../lib/app-config.ts';
import { Link } from '../ui/link.tsx';
import { BrandMark } from './brand-mark.tsx';
import { Container } from './container.tsx';

const FOOTER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t bg-card/60">
      <Container className="grid gap-8 py-10 md:grid-cols-[1.5fr_1fr]">
        <div className="grid gap-2">
          <p className="flex items-center gap-2 text-lg font-semibold">
            <BrandMark className="size-7" />
            {brand.mainName}
          </p>
          <p className="text-sm text-muted-foreground">AI Companions for conversations</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm md:justify-end">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid gap-1 text-xs text-muted-foreground md:col-span-2">
          <p>
            © {year} {brand.mainName}. All rights reserved.
          </p>
          <p>
            This is an early demonstration of the product (MVP). All figures shown are fictional. Contact:{' '}
            <a className="underline underline-offset-2 hover:text-foreground" href={`mailto:${brand.supportEmail}`}>
              {brand.supportEmail}
            </a>
          </p>
        </div>
      </Container>
    </footer>
  );
}
