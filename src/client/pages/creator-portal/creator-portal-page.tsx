import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { FullPageSpinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../features/auth/components/auth-provider.tsx';
import { AnalyticsSection } from '../../features/creator-analytics/components/analytics-section.tsx';
import { SidebarStats } from '../../features/creator-analytics/components/sidebar-stats.tsx';
import { AvatarManager } from '../../features/creator-avatars/components/avatar-manager.tsx';
import { ContentDashboard } from '../../features/creator-content/components/content-dashboard.tsx';
import { SettingsSection } from '../../features/creator-settings/components/settings-section.tsx';
import { AvatarImageQueue } from '../../features/moderation/components/avatar-image-queue.tsx';
import { ModerationQueue } from '../../features/moderation/components/moderation-queue.tsx';
import { brand } from '../../lib/app-config.ts';
import { authPath } from '../../lib/return-path.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { BecomeCreatorNotice } from './become-creator-notice.tsx';
import { PortalSidebar, SECTIONS, type SectionId } from './portal-sidebar.tsx';
import { UploadSection } from './upload-section.tsx';

const DESCRIPTIONS: Record<SectionId, string> = {
  upload: 'Share images, video, audio and posts with your subscribers.',
  dashboard: 'Everything you have uploaded, with its review status.',
  analytics: 'How your content and avatars are doing.',
  settings: 'Your profile, notifications and payouts.',
  avatars: 'Create and edit your companions and their personas.',
};

/**
 * /creator-portal: a guest signs in on the Creator tab, a member learns how to become a
 * creator, a moderator gets the review queue, a creator gets the portal.
 */
export function CreatorPortalPage() {
  const title = `${brand.creatorName} Creator Portal`;
  usePageMeta(title, 'Upload content, manage avatars and follow your performance.');
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <FullPageSpinner label="Checking your session" />;
  if (!user) {
    return (
      <Navigate
        to={authPath('/login', { creator: true, returnTo: `${location.pathname}${location.search}` })}
        replace
      />
    );
  }
  if (user.role === 'user') return <BecomeCreatorNotice />;
  if (user.role === 'moderator') {
    return (
      <Container className="grid gap-6 py-8">
        <header className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="text-muted-foreground">
            Review queue: mature-area uploads and avatar pictures waiting for verification.
          </p>
        </header>
        <section aria-labelledby="review-uploads" className="grid gap-3">
          <h2 id="review-uploads" className="text-xl font-semibold">
            Mature-area uploads
          </h2>
          <ModerationQueue />
        </section>
        <section aria-labelledby="review-pictures" className="grid gap-3">
          <h2 id="review-pictures" className="text-xl font-semibold">
            Avatar pictures
          </h2>
          <AvatarImageQueue />
        </section>
      </Container>
    );
  }
  return <CreatorPortal title={title} />;
}

function CreatorPortal({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('section');
  const active: SectionId = SECTIONS.some((s) => s.id === requested) ? (requested as SectionId) : 'upload';
  const select = (id: SectionId) => setParams(id === 'upload' ? {} : { section: id });
  const section = SECTIONS.find((s) => s.id === active) ?? SECTIONS[0];

  return (
    <Container className="grid grid-cols-[minmax(0,1fr)] gap-6 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <PortalSidebar active={active} onSelect={select} />
        <section
          className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-5"
          aria-labelledby="section-heading"
        >
          <header className="grid gap-1">
            <h2 id="section-heading" className="text-xl font-semibold">
              {section.label}
            </h2>
            <p className="text-sm text-muted-foreground">{DESCRIPTIONS[active]}</p>
          </header>
          {active === 'upload' ? <UploadSection onCreateAvatar={() => select('avatars')} /> : null}
          {active === 'dashboard' ? <ContentDashboard /> : null}
          {active === 'analytics' ? <AnalyticsSection /> : null}
          {active === 'settings' ? <SettingsSection /> : null}
          {active === 'avatars' ? <AvatarManager /> : null}
          <section className="grid gap-3 rounded-2xl border p-4 sm:hidden" aria-label="Your stats">
            <SidebarStats />
            <p className="text-xs text-muted-foreground">
              Creator support:{' '}
              <a href={`mailto:${brand.creatorSupportEmail}`} className="underline">
                {brand.creatorSupportEmail}
              </a>
            </p>
          </section>
        </section>
      </div>
    </Container>
  );
}
