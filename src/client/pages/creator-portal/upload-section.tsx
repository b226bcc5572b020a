import { UserPlus } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useCreatorAvatars } from '../../features/creator-avatars/api/creator-avatars.ts';
import { type AvatarChoice, UploadForm } from '../../features/creator-content/components/upload-form.tsx';
import { useCreatorSettings } from '../../features/creator-settings/api/creator-settings.ts';
import { EligibilityBlock } from '../../features/creator-settings/components/eligibility-block.tsx';
import { brand } from '../../lib/app-config.ts';

/** Upload Content: the {product} (nql) and Not-Quite-Wife (nqw) tabs. */
export function UploadSection({ onCreateAvatar }: { onCreateAvatar: () => void }) {
  const avatars = useCreatorAvatars();
  if (avatars.isPending) return <Skeleton className="h-96 rounded-2xl" />;
  const choices = (avatars.data ?? []).map((a) => ({ id: a.id, name: a.name }));
  if (choices.length === 0) {
    return (
      <Card>
        {/* No CardHeader above: CardContent's sm:pt-0 would leave the prompt on the border. */}
        <CardContent className="grid justify-items-center gap-3 pt-6 text-center sm:pt-6">
          <p className="font-medium">Content belongs to an avatar: create your first one to start uploading.</p>
          <Button onClick={onCreateAvatar}>
            <UserPlus aria-hidden="true" /> Create an avatar
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <Tabs defaultValue="nql">
          <TabsList aria-label="Content area">
            <TabsTrigger value="nql">{brand.mainName}</TabsTrigger>
            <TabsTrigger value="nqw">{brand.premiumName}</TabsTrigger>
          </TabsList>
          <TabsContent value="nql">
            <UploadForm area="life" avatars={choices} />
          </TabsContent>
          <TabsContent value="nqw">
            <MatureAreaUpload avatars={choices} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}

/**
 * The mature area's form, for creators approved for the premium brand (the server refuses
 * the others' uploads); the rest see where their application stands and can apply.
 */
function MatureAreaUpload({ avatars }: { avatars: AvatarChoice[] }) {
  const settings = useCreatorSettings();
  if (settings.isPending) return <Skeleton className="h-96 rounded-2xl" />;
  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Your {brand.premiumName} eligibility could not be loaded. Please try again.
      </p>
    );
  }
  if (settings.data.eligibility.approved) return <UploadForm area="wife" avatars={avatars} />;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Only creators approved for {brand.premiumName} publish there: we check who you are and that everyone in your
        content is 18 or over. Once you are approved, this tab shows the upload form.
      </p>
      <EligibilityBlock eligibility={settings.data.eligibility} />
    </div>
  );
}
