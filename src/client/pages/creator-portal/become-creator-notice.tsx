import { Sparkles } from 'lucide-react';
import { Container } from '../../components/layout/container.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Link } from '../../components/ui/link.tsx';
import { brand } from '../../lib/app-config.ts';

/** A signed-in member (not a creator) learns how to become one. */
export function BecomeCreatorNotice() {
  return (
    <Container className="py-10">
      <Card className="mx-auto max-w-xl text-center">
        <CardHeader className="items-center">
          <Sparkles className="size-8 text-primary" aria-hidden="true" />
          <CardTitle>
            <span className="text-2xl">The {brand.creatorName} Creator Portal is for creators</span>
          </CardTitle>
          <CardDescription>
            Your account is a member account. Creator accounts build avatars, upload content and follow their earnings
            here. See what creators get and how to start a creator account.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/become-creator">Become a creator</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/welcome">Back to your dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
}
