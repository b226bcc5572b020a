import type { CreatorAvatar } from '../../../../shared/contracts/creator-avatars.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useImportCardAvatar } from '../api/creator-avatars.ts';
import { CardFileButton } from './card-file-button.tsx';

/**
 * Creates an avatar from a Character Card file (JSON V2/V3, PNG, CHARX) made in another
 * tool: it arrives hidden, with its greetings, lorebook and picture, for the creator to review.
 */
export function CardImportButton({ onImported }: { onImported: (avatar: CreatorAvatar) => void }) {
  const importCard = useImportCardAvatar();
  return (
    <CardFileButton
      label="Import Card"
      inputLabel="Character Card file to import"
      busy={importCard.isPending ? 'Importing...' : null}
      onFile={async (file) => {
        const avatar = await importCard.mutateAsync(file);
        toast({
          title: 'Character Card imported',
          description: `${avatar.name} was created hidden. Review it, then make it visible.`,
          variant: 'success',
        });
        onImported(avatar);
      }}
    />
  );
}
