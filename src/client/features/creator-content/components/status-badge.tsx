import type { ContentStatus } from '../../../../shared/contracts/creator-content.ts';
import { Badge } from '../../../components/ui/badge.tsx';

/** Spec §4 colours: published green, pending amber (awaiting verification), rejected red, draft grey. */
const STATUS = {
  published: { variant: 'success', label: 'Published' },
  pending: { variant: 'warning', label: 'Pending · awaiting verification' },
  rejected: { variant: 'destructive', label: 'Rejected' },
  draft: { variant: 'muted', label: 'Draft' },
} as const;

export function StatusBadge({ status }: { status: ContentStatus }) {
  const s = STATUS[status];
  return (
    <Badge variant={s.variant} data-status={status}>
      {s.label}
    </Badge>
  );
}
