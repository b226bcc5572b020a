import { UserX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/link.tsx';

/** Spec §2: the profile of an unknown or hidden avatar. */
export function AvatarNotFound() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 py-12 text-center">
      <UserX aria-hidden="true" className="size-12 text-muted-foreground" />
      <h1 className="text-3xl font-bold tracking-tight">Avatar Not Found</h1>
      <p className="max-w-md text-muted-foreground">The avatar you're looking for doesn't exist or has been removed.</p>
      <Button asChild size="lg">
        <Link to="/">Return to Homepage</Link>
      </Button>
    </div>
  );
}
