import { Gift, Headphones, LayoutDashboard, ShieldCheck, UploadCloud, Wallet } from 'lucide-react';
import { type IconCardItem, IconCardList } from './icon-card.tsx';

/** Spec §2: the six feature cards of the Features tab. */
const FEATURES: IconCardItem[] = [
  {
    title: 'Multiple Income Streams',
    text: 'Earn from subscriptions, premium content and companion chats, all from one place.',
    icon: Wallet,
  },
  {
    title: 'Creator Dashboard',
    text: 'See views, subscribers, engagement and revenue at a glance, per platform and per piece of content.',
    icon: LayoutDashboard,
  },
  {
    title: 'Content Protection',
    text: 'Subscriber-only content stays locked for everyone else, and every mature upload is reviewed first.',
    icon: ShieldCheck,
  },
  {
    title: 'Dedicated Support',
    text: 'A creator team that answers you directly, from setting up your first companion to your first payout.',
    icon: Headphones,
  },
  {
    title: 'Seamless Upload Tools',
    text: 'Upload images, video, audio and text with drag and drop, schedule releases and tag them in seconds.',
    icon: UploadCloud,
  },
  {
    title: 'Referral Program',
    text: 'Invite other creators and earn a bonus when they start earning.',
    icon: Gift,
  },
];

export function CreatorFeatures() {
  return <IconCardList items={FEATURES} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" />;
}
