import { useSearchParams } from 'react-router';
import { Container } from '../../components/layout/container.tsx';
import { Link } from '../../components/ui/link.tsx';
import { AccountTypeTabs } from '../../features/auth/components/account-type-tabs.tsx';
import { SignupForm } from '../../features/auth/components/signup-form.tsx';
import { SocialSignIn } from '../../features/auth/components/social-sign-in.tsx';
import { brand } from '../../lib/app-config.ts';
import { authPath, useReturnPath } from '../../lib/return-path.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

export function SignupPage() {
  const [params] = useSearchParams();
  const creatorOnly = params.get('tab') === 'creator';
  const returnTo = useReturnPath();
  usePageMeta(
    `${creatorOnly ? 'Create Creator Account' : 'Sign Up'} | ${brand.mainName}`,
    'Create a free account to keep favorites, continue your conversations and earn loyalty points.',
  );
  return (
    <Container className="py-10 sm:py-16">
      <AccountTypeTabs
        memberLink={{ prompt: 'Joining as a member?', label: 'Member sign up', to: authPath('/signup', { returnTo }) }}
        headings={{
          member: {
            title: 'Create Your Account',
            description: 'Free to join. Keep your favorites and continue every conversation.',
          },
          creator: {
            title: 'Create Creator Account',
            description: `Bring your companions to life and earn with ${brand.creatorName}.`,
          },
        }}
      >
        {(accountType) => (
          <>
            <SignupForm accountType={accountType} />
            <SocialSignIn />
            <p className="text-center text-sm text-muted-foreground">
              Already have an account?{' '}
              <Link to={authPath('/login', { returnTo, creator: accountType === 'creator' })} className={linkClass}>
                Log in
              </Link>
            </p>
          </>
        )}
      </AccountTypeTabs>
    </Container>
  );
}
