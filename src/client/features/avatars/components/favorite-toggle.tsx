import { Heart } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';

export function FavoriteToggle({
  name,
  isFavorite,
  pending,
  onToggle,
  className,
}: {
  name: string;
  isFavorite: boolean;
  pending: boolean;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={isFavorite ? `Remove ${name} from favorites` : `Add ${name} to favorites`}
      disabled={pending}
      onClick={onToggle}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full bg-card/90 text-foreground shadow-md backdrop-blur transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-70',
        className,
      )}
    >
      {pending ? (
        <Spinner className="size-5" label="Updating favorites" />
      ) : (
        <Heart aria-hidden="true" className={cn('size-5', isFavorite && 'fill-primary text-primary')} />
      )}
    </button>
  );
}
