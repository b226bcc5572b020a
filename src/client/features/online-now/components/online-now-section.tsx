import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { Link } from '../../../components/ui/link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOnlineAvatars } from '../api/get-online-avatars.ts';
import { NO_ONE_ONLINE, OnlineAvatarSummary } from './online-avatar-link.tsx';

/** The mobile menu's collapsible 'Online Now' list, expanded by default (spec §2, §4). */
export function OnlineNowSection() {
  const { data, isPending } = useOnlineAvatars();
  const avatars = data ?? [];
  return (
    <Collapsible.Root defaultOpen className="rounded-xl border bg-card">
      <Collapsible.Trigger className="group flex w-full items-center justify-between gap-2 rounded-xl px-3 py-3 text-base font-semibold focus-visible:outline-2 focus-visible:outline-ring">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-success" />
          Online Now
          <span className="rounded-full bg-success/15 px-1.5 py-0.5 text-xs font-semibold text-success tabular-nums">
            {isPending ? '…' : avatars.length}
          </span>
        </span>
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </Collapsible.Trigger>
      <Collapsible.Content className="border-t px-1 py-1" data-testid="online-now-section">
        {isPending ? (
          <p className="flex items-center gap-2 px-3 py-3 text-sm text-muted-foreground">
            <Spinner /> Loading
          </p>
        ) : avatars.length === 0 ? (
          <p className="px-3 py-3 text-sm text-muted-foreground">{NO_ONE_ONLINE}</p>
        ) : (
          <ul className="grid max-h-72 gap-0.5 overflow-y-auto">
            {avatars.map((avatar) => (
              <li key={avatar.id}>
                <Link
                  to={`/avatar/${avatar.id}`}
                  className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <OnlineAvatarSummary avatar={avatar} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
