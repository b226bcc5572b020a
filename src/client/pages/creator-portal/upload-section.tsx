import { UserPlus } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useCreatorAvatars } from '../../features/creator-avatars/api/creator-avatars.ts';
import { UploadForm } from '../../features/creator-content/components/upload-form.tsx';
import { brand } from '../../lib/app-config.ts';

/** Upload Content: the {product} (nql) and Not-Quite-Wife (nqw) tabs. */
export function UploadSection({ onCreateAvatar }: { onCreateAvatar: () => void }) {
  const avatars = useCreatorAvatars();
  if (avatars.isPending) return <Skeleton className="h-96 rounded-2xl" />;
  const choices = (avatars.data ?? []).map((a) => ({ id: a.id, name: a.name }));
  if (choices.length === 0) {
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-3 pt-6 text-center">
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
            <UploadForm area="wife" avatars={choices} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
