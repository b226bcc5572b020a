import { Menu, X } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { brandNameForPath } from '../../shared/brand.ts';
import { BrandMark } from '../components/layout/brand-mark.tsx';
import { Container } from '../components/layout/container.tsx';
import { NavItemLinks } from '../components/layout/nav-item-links.tsx';
import { type NavItem, primaryNav } from '../components/layout/nav-links.ts';
import { ThemeToggle } from '../components/layout/theme-toggle.tsx';
import { Button } from '../components/ui/button.tsx';
import { Link } from '../components/ui/link.tsx';
import { useAuth } from '../features/auth/components/auth-provider.tsx';
import { OnlineNowMenu } from '../features/online-now/components/online-now-menu.tsx';
import { brand } from '../lib/app-config.ts';
import { cn } from '../lib/cn.ts';
import { AccountActions } from './account-actions.tsx';

// The mobile menu's code loads when it is first reached for, not with the page.
const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

function DesktopNav({ items }: { items: NavItem[] }) {
  return (
    <nav aria-label="Main" className="hidden md:block">
      <NavItemLinks
        items={items}
        className="flex items-center gap-1"
        linkClassName={(isActive) =>
          cn(
            'rounded-lg px-3 py-2 text-sm font-semibold tracking-wide transition-colors hover:bg-accent hover:text-accent-foreground',
            isActive ? 'text-primary' : 'text-foreground/80',
          )
        }
      />
    </nav>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const { isAuthenticated } = useAuth();
  // The menu belongs to the path it was opened on, so navigating closes it.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === pathname;
  const items = primaryNav(isAuthenticated);
  const toggle = useRef<HTMLButtonElement>(null);
  // The open menu covers the page under the sticky header: Escape closes it (focus back on its
  // button), and so does tabbing out of the header, so focus never lands on what it hides.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!menuOpen || event.key !== 'Escape') return;
    setMenuPath(null);
    toggle.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (menuOpen && next instanceof Node && !event.currentTarget.contains(next)) setMenuPath(null);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving are caught here for the menu inside, whose own controls are the interactive ones
    <header
      className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70"
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <Container className="flex h-16 items-center justify-between gap-3">
        <Link
          to="/"
          className="flex min-w-0 items-center gap-2 rounded-lg font-bold tracking-tight"
          data-testid="brand-title"
        >
          <BrandMark className="size-8 shrink-0" />
          <span className="truncate text-lg">{brandNameForPath(brand, pathname)}</span>
        </Link>
        <DesktopNav items={items} />
        <div className="flex items-center gap-1">
          <OnlineNowMenu className="hidden md:inline-flex" />
          <ThemeToggle />
          <AccountActions className="hidden md:flex" />
          <Button
            ref={toggle}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onPointerDown={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() => setMenuPath(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </Container>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu items={items} />
        </Suspense>
      ) : null}
    </header>
  );
}
