import { Container } from '../components/layout/container.tsx';
import { NavItemLinks } from '../components/layout/nav-item-links.tsx';
import type { NavItem } from '../components/layout/nav-links.ts';
import { useAuth } from '../features/auth/components/auth-provider.tsx';
import { OnlineNowSection } from '../features/online-now/components/online-now-section.tsx';
import { cn } from '../lib/cn.ts';
import { AccountActions } from './account-actions.tsx';

/** The same links as the desktop bar, plus the Creator Area and the Online Now list. */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const { isAuthenticated } = useAuth();
  const links: NavItem[] = [
    ...items,
    { to: isAuthenticated ? '/creator-portal' : '/become-creator', label: 'Creator Area' },
  ];
  return (
    // Inside the sticky header, a menu taller than the screen (Online Now opens expanded)
    // would never scroll its end into view: it scrolls on its own instead.
    <div
      id="mobile-menu"
      className="max-h-[calc(100dvh_-_4rem_-_1px)] overflow-y-auto overscroll-contain border-t bg-background md:hidden"
    >
      <Container className="grid gap-4 py-4">
        <nav aria-label="Mobile">
          <NavItemLinks
            items={links}
            className="grid gap-1"
            linkClassName={(isActive) =>
              cn(
                'block rounded-lg px-3 py-3 text-base font-semibold hover:bg-accent',
                isActive ? 'text-primary' : 'text-foreground',
              )
            }
          />
        </nav>
        <OnlineNowSection />
        <AccountActions stacked className="border-t pt-4" />
      </Container>
    </div>
  );
}
