import { type ComponentProps, createContext, type KeyboardEvent, use, useId, useMemo, useState } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Tabs as the WAI-ARIA tabs pattern describes them: a tablist of buttons, one tab in the
 * page's tab order (the selected one), the arrow keys, Home and End moving between tabs
 * and selecting as they go, each tab naming its panel. Our own rather than Radix's: the
 * profile page, where a visit often starts, waited for Radix's tabs and the shared Radix
 * internals they pull in (two more files, about 10 KB gzip) before it could show the
 * portrait. Same props as the Radix parts we used: Tabs (value and onValueChange, or
 * defaultValue), TabsList, TabsTrigger (value), TabsContent (value, forceMount).
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const baseId = useId();
  const current = value ?? own;
  const state = useMemo<TabsState>(
    () => ({
      value: current,
      baseId,
      select: (next) => {
        if (next === current) return;
        if (value === undefined) setOwn(next);
        onValueChange?.(next);
      },
    }),
    [current, baseId, value, onValueChange],
  );
  return (
    <TabsContext value={state}>
      <div data-slot="tabs" {...props} />
    </TabsContext>
  );
}

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Arrow keys, Home and End move focus to another tab of the list and select it. */
function moveBetweenTabs(event: KeyboardEvent<HTMLDivElement>) {
  const step = STEPS[event.key];
  if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(event.target as HTMLButtonElement);
  if (index === -1 || tabs.length === 0) return;
  event.preventDefault();
  const next = tabs[step(index, tabs.length)];
  next?.focus();
  next?.click();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(
        'inline-flex h-10 items-center gap-1 rounded-xl pointer-coarse:min-h-13 bg-muted p-1 text-muted-foreground',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveBetweenTabs(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, onClick, ...props }: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-8 items-center justify-center pointer-coarse:min-h-11 gap-1.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

/** The selected tab's panel; `forceMount` keeps the others in the page too (hidden by their class). */
export function TabsContent({
  value,
  forceMount,
  className,
  ...props
}: ComponentProps<'div'> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern puts the panel in the tab order, so one without focusable content is reached from its tab
      tabIndex={0}
      data-slot="tabs-content"
      className={cn('mt-4 outline-none', className)}
      {...props}
    />
  );
}
