import { cn } from '../../lib/cn.ts';
import { NavLink } from '../ui/link.tsx';
import type { NavItem } from './nav-links.ts';

/** A list of primary navigation links; `linkClassName` styles the active and idle states. */
export function NavItemLinks({
  items,
  className,
  linkClassName,
}: {
  items: NavItem[];
  className?: string;
  linkClassName: (isActive: boolean) => string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.label}>
          <NavLink to={item.to} end={item.to === '/'} className={({ isActive }) => cn(linkClassName(isActive))}>
            {item.label}
            {item.sublabel ? <span className="font-normal text-muted-foreground"> / {item.sublabel}</span> : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
