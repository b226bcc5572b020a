import type { CreatorContent } from '../../../../shared/contracts/creator-content.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { useDeleteContent } from '../api/delete-content.ts';

export function DeleteContentDialog({ item, onClose }: { item: CreatorContent; onClose: () => void }) {
  const remove = useDeleteContent();
  const confirm = async () => {
    try {
      await remove.mutateAsync(item.id);
      toast({ title: 'Content deleted', description: `"${item.title}" has been deleted.`, variant: 'success' });
      onClose();
    } catch {
      // Told by useDeleteContent's toast; the dialog stays open to try again.
    }
  };
  return (
    <ConfirmDialog
      title="Delete this content?"
      description={`"${item.title}" and its files will be removed for good. This cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
