import type { ComponentProps, MouseEvent } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: To; replace?: boolean; state?: unknown };

/**
 * A link inside the app: a real `<a href>` whose plain left click navigates without a page
 * load. React Router's own Link does the same plus the framework mode's route prefetching,
 * which the app does not use and which was about 4 KB (gzip) of every page's first load.
 */
export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active on the path's descendants too, unless `end`. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A navigation link that knows whether it leads to the current page (`aria-current="page"`). */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const target = useResolvedPath(to).pathname.toLowerCase();
  const current = useLocation().pathname.toLowerCase();
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = current === target || (!end && current.startsWith(target) && current.charAt(slash) === '/');
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
