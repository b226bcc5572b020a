import { SwitchField } from '../../../components/ui/form-controls.tsx';

const TOGGLES = [
  ['contentComments', 'Content Comments', 'When someone comments on your content.'],
  ['newSubscribers', 'New Subscribers', 'When someone subscribes to one of your avatars.'],
  ['paymentNotifications', 'Payment Notifications', 'Payouts and payment problems.'],
  ['platformUpdates', 'Platform Updates', 'New features and policy changes.'],
] as const;

export function NotificationsTab() {
  return (
    <div className="grid gap-5">
      {TOGGLES.map(([key, label, hint]) => (
        <SwitchField key={key} name={`notifications.${key}`} label={label} hint={hint} />
      ))}
    </div>
  );
}
