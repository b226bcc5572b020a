import { Bell, Compass } from 'lucide-react';
import { Container } from '../../components/layout/container.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Link } from '../../components/ui/link.tsx';
import { ActivityStats } from '../../features/activity/components/activity-stats.tsx';
import { RecentActivity } from '../../features/activity/components/recent-activity.tsx';
import { useAuth } from '../../features/auth/components/auth-provider.tsx';
import { brand } from '../../lib/app-config.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { CalendarCard } from './calendar-card.tsx';
import { comingSoon } from './coming-soon.ts';
import { FavoritesSections } from './favorites-sections.tsx';
import { greetingFor } from './greeting.ts';
import { ProfileCard } from './profile-card.tsx';

/** Spec §2 member dashboard. The route guard guarantees a signed-in user. */
export function WelcomePage() {
  usePageMeta(`Dashboard | ${brand.mainName}`, 'Your favorites, picks, recent activity and loyalty points.');
  const { user } = useAuth();
  if (!user) return null;

  return (
    <Container className="grid gap-10 py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid min-w-0 gap-2">
          {/* wrap-anywhere: a long username must not push the page sideways on a phone. */}
          <h1 className="text-3xl font-bold tracking-tight text-balance wrap-anywhere sm:text-4xl">
            {greetingFor(new Date().getHours(), user)}
          </h1>
          <p className="text-muted-foreground">Here's what's happening with your companions today.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => comingSoon('Notifications')}>
            <Bell aria-hidden="true" />
            Notifications
          </Button>
          <Button asChild>
            <Link to="/avatars">
              <Compass aria-hidden="true" />
              Explore Avatars
            </Link>
          </Button>
        </div>
      </div>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-10">
          <FavoritesSections userId={user.id} />
          <RecentActivity userId={user.id} />
        </div>
        <aside aria-label="Your account" className="grid content-start gap-6">
          <ProfileCard user={user} />
          <ActivityStats userId={user.id} />
          <CalendarCard />
        </aside>
      </div>
    </Container>
  );
}
