import { Download, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatPrice } from '../../../../shared/contracts/avatars.ts';
import type { CreatorAvatar } from '../../../../shared/contracts/creator-avatars.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { characterCardUrl, useCreatorAvatars, useDeleteAvatar } from '../api/creator-avatars.ts';
import { AvatarEditor } from './avatar-editor.tsx';
import { CardImportButton } from './card-import-button.tsx';

export function AvatarManager() {
  const avatars = useCreatorAvatars();
  const remove = useDeleteAvatar();
  const [editing, setEditing] = useState<CreatorAvatar | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CreatorAvatar | null>(null);

  if (editing) return <AvatarEditor avatar={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: 'Avatar deleted', description: `${deleting.name} has been deleted.`, variant: 'success' });
      setDeleting(null);
    } catch {
      // Told by useDeleteAvatar's toast; the dialog stays open to try again.
    }
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">Visible avatars appear in browse and chat as soon as you save.</p>
        <div className="flex flex-wrap items-start gap-2">
          <CardImportButton onImported={setEditing} />
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" /> New Avatar
          </Button>
        </div>
      </div>
      {avatars.isPending ? (
        <Skeleton className="h-40 rounded-2xl" />
      ) : avatars.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(avatars.error, 'Could not load your avatars.')}
        </p>
      ) : avatars.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed p-10 text-center">
          <p className="font-medium">You have no avatars yet</p>
          <p className="text-sm text-muted-foreground">
            Create one, or import a Character Card, to start uploading content.
          </p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {avatars.data.map((a) => (
            <li key={a.id}>
              <Card className="flex gap-4 p-4">
                <div className="aspect-[9/12] w-20 shrink-0 overflow-hidden rounded-lg bg-muted">
                  {a.mainImage || a.profileImage ? (
                    <img src={a.mainImage ?? a.profileImage ?? ''} alt="" className="size-full object-cover" />
                  ) : null}
                </div>
                <div className="grid min-w-0 flex-1 content-start gap-1">
                  <h3 className="truncate font-semibold">
                    <Link to={`/avatar/${a.id}`} className="hover:underline">
                      {a.name}
                    </Link>
                  </h3>
                  <p className="line-clamp-2 text-sm text-muted-foreground">{a.tagline}</p>
                  <div className="flex flex-wrap gap-1">
                    <Badge variant="secondary">{a.category}</Badge>
                    <Badge variant="outline">{formatPrice(a.monthlyPrice)}/mo</Badge>
                    {a.isVisible ? null : (
                      <Badge variant="muted">
                        <EyeOff aria-hidden="true" /> Hidden
                      </Badge>
                    )}
                    {[a.mainImageReview, a.profileImageReview].some((r) => r?.status === 'pending') ? (
                      <Badge variant="outline">Picture in review</Badge>
                    ) : null}
                    {[a.mainImageReview, a.profileImageReview].some((r) => r?.status === 'rejected') ? (
                      <Badge variant="destructive">Picture not approved</Badge>
                    ) : null}
                  </div>
                  <div className="mt-1 flex flex-wrap gap-1">
                    <Button size="sm" variant="outline" onClick={() => setEditing(a)} aria-label={`Edit ${a.name}`}>
                      <Pencil aria-hidden="true" /> Edit
                    </Button>
                    <Button size="sm" variant="ghost" asChild>
                      <a
                        href={characterCardUrl(a.id)}
                        download
                        aria-label={`Export ${a.name} as a Character Card (JSON)`}
                      >
                        <Download aria-hidden="true" /> JSON
                      </a>
                    </Button>
                    <Button size="sm" variant="ghost" asChild>
                      <a
                        href={characterCardUrl(a.id, 'png')}
                        download
                        aria-label={`Export ${a.name} as a Character Card (PNG)`}
                      >
                        <Download aria-hidden="true" /> PNG
                      </a>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setDeleting(a)} aria-label={`Delete ${a.name}`}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {deleting ? (
        <Dialog open onOpenChange={(open) => (open ? undefined : setDeleting(null))}>
          <DialogContent role="alertdialog">
            <DialogTitle>Delete {deleting.name}?</DialogTitle>
            <DialogDescription>
              The avatar, its content, chats and favourites will be removed for good. This cannot be undone.
            </DialogDescription>
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
                {remove.isPending ? 'Deleting...' : 'Delete'}
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      ) : null}
    </div>
  );
}
