import { avatarPortrait } from '../../../shared/catalogue.ts';
import type { Avatar } from '../../../shared/contracts/avatars.ts';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { AvatarImage } from '../../features/avatars/components/avatar-image.tsx';

/** The side card of the chat page: image, name, tagline, description. */
export function AvatarSideCard({ avatar }: { avatar: Avatar }) {
  return (
    <Card className="overflow-hidden">
      <div className="grid grid-cols-[96px_1fr] gap-4 p-4 sm:grid-cols-[120px_1fr] lg:block lg:p-0">
        <AvatarImage
          src={avatarPortrait(avatar)}
          alt={`Portrait of ${avatar.name}`}
          eager
          sizes="(min-width: 1024px) 320px, 120px"
          className="rounded-xl lg:rounded-none"
        />
        <CardContent className="grid content-start gap-2 p-0 lg:p-5">
          <h2 className="text-lg font-semibold leading-tight">{avatar.name}</h2>
          <p className="text-sm font-medium text-primary">{avatar.tagline}</p>
          <p className="line-clamp-4 text-sm text-muted-foreground lg:line-clamp-none">{avatar.description}</p>
        </CardContent>
      </div>
    </Card>
  );
}
