import { Container } from '../../components/layout/container.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Link } from '../../components/ui/link.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function NotFoundPage() {
  usePageMeta(`Page not found | ${brand.mainName}`, "The page you're looking for doesn't exist or has been moved.");
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <p className="text-7xl font-black text-primary/80" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="max-w-md text-muted-foreground">The page you're looking for doesn't exist or has been moved.</p>
      <Button asChild size="lg">
        <Link to="/">Back to Home</Link>
      </Button>
    </Container>
  );
}
