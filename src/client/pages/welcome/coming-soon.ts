import { toast } from '../../lib/toast-store.ts';

/** Spec §2: Notifications and Add to Calendar show a 'Coming Soon' notice. */
export function comingSoon(feature: string): void {
  toast({ title: 'Coming Soon', description: `${feature} will be available soon. Stay tuned!` });
}
