import { BarChart3, LayoutDashboard, Mail, Settings, Upload, UserRound } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { SidebarStats } from '../../features/creator-analytics/components/sidebar-stats.tsx';
import { brand } from '../../lib/app-config.ts';
import { cn } from '../../lib/cn.ts';
import { scrollEdgesMask, useScrollEdges } from '../../lib/use-scroll-edges.ts';

export const SECTIONS = [
  { id: 'upload', label: 'Upload Content', icon: Upload },
  { id: 'dashboard', label: 'Content Dashboard', icon: LayoutDashboard },
  { id: 'analytics', label: 'Analytics', icon: BarChart3 },
  { id: 'settings', label: 'Settings', icon: Settings },
  { id: 'avatars', label: 'My Avatars', icon: UserRound },
] as const;
export type SectionId = (typeof SECTIONS)[number]['id'];

/**
 * On a phone the sections are one row that scrolls sideways: the open one is scrolled into
 * that row (a portal opened on Settings would otherwise show Upload Content and Content
 * Dashboard only). The row alone moves, never the page.
 */
function useActiveInView(active: SectionId) {
  const list = useRef<HTMLUListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the open section changes
  useEffect(() => {
    const row = list.current;
    const item = row?.querySelector('[aria-current="page"]');
    if (!row || !item || row.scrollWidth <= row.clientWidth) return;
    const bounds = row.getBoundingClientRect();
    const box = item.getBoundingClientRect();
    if (box.left < bounds.left) row.scrollLeft -= bounds.left - box.left + ROW_INSET;
    else if (box.right > bounds.right) row.scrollLeft += box.right - bounds.right + ROW_INSET;
  }, [active]);
  return list;
}

/** Room left beside an item scrolled into the row, so its edge does not touch the row's. */
const ROW_INSET = 4;

export function PortalSidebar({ active, onSelect }: { active: SectionId; onSelect: (id: SectionId) => void }) {
  const list = useActiveInView(active);
  // The row fades at an edge with sections beyond it: on a phone it is cut at a gap after
  // Content Dashboard and looked like all there is (Analytics, Settings, My Avatars hidden).
  const [edgesRef, edges] = useScrollEdges<HTMLUListElement>();
  const rowRef = useCallback(
    (element: HTMLUListElement | null) => {
      list.current = element;
      return edgesRef(element);
    },
    [list, edgesRef],
  );
  const mask = scrollEdgesMask(edges);
  return (
    <aside className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4 lg:sticky lg:top-20">
      <nav aria-label="Creator portal" className="min-w-0">
        <ul
          ref={rowRef}
          className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0"
          style={mask ? { maskImage: mask } : undefined}
        >
          {SECTIONS.map(({ id, label, icon: Icon }) => (
            <li key={id} className="shrink-0">
              <button
                type="button"
                onClick={() => onSelect(id)}
                aria-current={active === id ? 'page' : undefined}
                className={cn(
                  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
                  active === id ? 'bg-primary text-primary-foreground hover:bg-primary/90' : 'text-foreground',
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <Card className="hidden gap-3 p-4 sm:grid">
        <h2 className="text-sm font-semibold">Your stats</h2>
        <SidebarStats />
      </Card>
      <p className="hidden items-center gap-2 text-xs text-muted-foreground sm:flex">
        <Mail className="size-3.5 shrink-0" aria-hidden="true" />
        <span>
          Creator support:{' '}
          <a href={`mailto:${brand.creatorSupportEmail}`} className="underline">
            {brand.creatorSupportEmail}
          </a>
        </span>
      </p>
    </aside>
  );
}
