import { avatarPortrait } from '../../../shared/catalogue.ts';
import type { Avatar } from '../../../shared/contracts/avatars.ts';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { AvatarImage } from '../../features/avatars/components/avatar-image.tsx';

/**
 * The side card of the chat page: image, name, tagline, description. On a phone the
 * header above the chat already shows the portrait, so the card below it is text only.
 */
export function AvatarSideCard({ avatar }: { avatar: Avatar }) {
  return (
    <Card className="overflow-hidden">
      <AvatarImage
        src={avatarPortrait(avatar)}
        alt={`Portrait of ${avatar.name}`}
        eager
        sizes="320px"
        className="hidden lg:block"
      />
      <CardContent className="grid content-start gap-2 p-4 lg:p-5">
        <h2 className="text-lg font-semibold leading-tight">{avatar.name}</h2>
        <p className="text-sm font-medium text-primary">{avatar.tagline}</p>
        <p className="text-sm text-muted-foreground">{avatar.description}</p>
      </CardContent>
    </Card>
  );
}
