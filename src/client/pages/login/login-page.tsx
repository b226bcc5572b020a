import { useSearchParams } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { Link } from '../../components/ui/link.tsx';
import { AccountTypeTabs } from '../../features/auth/components/account-type-tabs.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { SocialSignIn } from '../../features/auth/components/social-sign-in.tsx';
import { brand } from '../../lib/app-config.ts';
import { authPath, useReturnPath } from '../../lib/return-path.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

export function LoginPage() {
  const [params] = useSearchParams();
  const creatorOnly = params.get('tab') === 'creator';
  // Login ↔ signup keeps the page the sign-in was started from.
  const returnTo = useReturnPath();
  usePageMeta(
    `${creatorOnly ? 'Creator Login' : 'Login'} | ${brand.mainName}`,
    'Log in to chat with your companions, keep favorites and see your dashboard.',
  );
  return (
    <Container className="py-10 sm:py-16">
      <AccountTypeTabs
        memberLink={{ prompt: 'Not a creator?', label: 'Member login', to: authPath('/login', { returnTo }) }}
        headings={{
          member: {
            title: 'Login to Your Account',
            description: 'Welcome back! Pick up your conversations where you left them.',
          },
          creator: {
            title: 'Creator Login',
            description: `Manage your companions, content and earnings in ${brand.creatorName}.`,
          },
        }}
      >
        {(accountType) => (
          <>
            <LoginForm accountType={accountType} />
            <SocialSignIn />
            <p className="text-center text-sm text-muted-foreground">
              Don't have an account?{' '}
              <Link to={authPath('/signup', { returnTo, creator: accountType === 'creator' })} className={linkClass}>
                Sign up
              </Link>
            </p>
          </>
        )}
      </AccountTypeTabs>
    </Container>
  );
}
