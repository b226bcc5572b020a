import type { CreatorContent } from '../../../../shared/contracts/creator-content.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useDeleteContent } from '../api/delete-content.ts';

export function DeleteContentDialog({ item, onClose }: { item: CreatorContent; onClose: () => void }) {
  const remove = useDeleteContent();
  const confirm = async () => {
    try {
      await remove.mutateAsync(item.id);
      toast({ title: 'Content deleted', description: `"${item.title}" has been deleted.`, variant: 'success' });
      onClose();
    } catch (error) {
      toast({ title: 'Delete failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role="alertdialog">
        <DialogTitle>Delete this content?</DialogTitle>
        <DialogDescription>
          "{item.title}" and its files will be removed for good. This cannot be undone.
        </DialogDescription>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
