import { useEffect, useState } from 'react';
import { z } from 'zod';
import { SETTINGS_NOTICE_MS } from '../../../../shared/constants.ts';
import {
  type CreatorSettings,
  PAYOUT_SCHEDULES,
  SETTINGS_SAVED_MESSAGE,
  ZNotificationSettings,
  ZProfileSettingsInput,
} from '../../../../shared/contracts/creator-settings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { applyServerIssues, Form, useZodForm } from '../../../components/ui/form.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useCreatorSettings, useUpdateSettings } from '../api/creator-settings.ts';
import { NotificationsTab } from './notifications-tab.tsx';
import { PaymentsTab } from './payments-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';

const ZSettingsForm = z.object({
  // The current password is sent only with a new email (the server asks for it then).
  profile: ZProfileSettingsInput.extend({ currentPassword: z.string() }),
  notifications: ZNotificationSettings,
  payoutSchedule: z.enum(PAYOUT_SCHEDULES),
});
type SettingsForm = z.infer<typeof ZSettingsForm>;

const formValues = (s: CreatorSettings): SettingsForm => ({
  profile: {
    name: s.profile.name,
    username: s.profile.username,
    bio: s.profile.bio,
    email: s.profile.email,
    websiteUrl: s.profile.websiteUrl,
    currentPassword: '',
  },
  notifications: s.notifications,
  payoutSchedule: s.payments.schedule,
});

export function SettingsSection() {
  const settings = useCreatorSettings();
  if (settings.isPending) return <Skeleton className="h-96 rounded-2xl" />;
  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(settings.error, 'Could not load your settings.')}
      </p>
    );
  }
  return <SettingsForm settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: CreatorSettings }) {
  const form = useZodForm(ZSettingsForm, formValues(settings));
  const update = useUpdateSettings();
  const [picture, setPicture] = useState<{ id: number | undefined; url: string | null }>({
    id: undefined,
    url: settings.profile.profileImageUrl,
  });
  const [uploading, setUploading] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SETTINGS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const onSubmit = async (values: SettingsForm) => {
    setSaved(false);
    const { currentPassword, ...profile } = values.profile;
    const changingEmail = profile.email !== settings.profile.email;
    try {
      const next = await update.mutateAsync({
        ...values,
        profile: {
          ...profile,
          ...(changingEmail ? { currentPassword } : {}),
          ...(picture.id !== undefined ? { profileImageId: picture.id } : {}),
        },
      });
      form.reset(formValues(next));
      setPicture({ id: undefined, url: next.profile.profileImageUrl });
      setSaved(true);
    } catch (error) {
      // Issues go beside their fields; anything else is useUpdateSettings' toast.
      if (error instanceof ApiError) applyServerIssues(form, error.issues);
    }
  };

  const onCancel = () => {
    form.reset(formValues(settings));
    setPicture({ id: undefined, url: settings.profile.profileImageUrl });
  };

  return (
    <Form form={form} onSubmit={onSubmit}>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <Tabs defaultValue="profile">
            <TabsList aria-label="Settings">
              <TabsTrigger value="profile">Profile</TabsTrigger>
              <TabsTrigger value="notifications">Notifications</TabsTrigger>
              <TabsTrigger value="payments">Payments</TabsTrigger>
            </TabsList>
            <fieldset disabled={update.isPending} className="contents">
              <TabsContent value="profile" forceMount className="data-[state=inactive]:hidden">
                <ProfileTab
                  settings={settings}
                  picture={picture.url}
                  onPicture={(m) => setPicture({ id: m.id, url: m.url })}
                  onUploading={setUploading}
                />
              </TabsContent>
              <TabsContent value="notifications" forceMount className="data-[state=inactive]:hidden">
                <NotificationsTab />
              </TabsContent>
              <TabsContent value="payments" forceMount className="data-[state=inactive]:hidden">
                <PaymentsTab payments={settings.payments} />
              </TabsContent>
            </fieldset>
          </Tabs>
        </CardContent>
      </Card>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p role="status" className="text-sm font-medium text-success">
          {saved ? SETTINGS_SAVED_MESSAGE : ''}
        </p>
        <Button variant="outline" onClick={onCancel} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending || uploading}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </Form>
  );
}
