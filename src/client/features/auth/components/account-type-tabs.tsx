import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AccountType } from '../../../../shared/contracts/auth.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';

const TAB_LABELS: Record<AccountType, string> = { member: 'Member', creator: 'Creator' };

/**
 * The Member / Creator tabs of the login and signup pages. The tab sets the account type;
 * `?tab=creator` preselects Creator and hides the Member tab (spec §2).
 */
export function AccountTypeTabs({
  headings,
  memberLink,
  children,
}: {
  headings: Record<AccountType, { title: string; description: string }>;
  /** With the Member tab hidden, where a member goes instead ('Not a creator? Member login'). */
  memberLink: { prompt: string; label: string; to: string };
  children: (accountType: AccountType) => ReactNode;
}) {
  const [params] = useSearchParams();
  const creatorOnly = params.get('tab') === 'creator';
  const [chosen, setChosen] = useState<AccountType>('member');
  const accountType: AccountType = creatorOnly ? 'creator' : chosen;
  const types: AccountType[] = creatorOnly ? ['creator'] : ['member', 'creator'];

  return (
    <div className="grid gap-6">
      <Card className="mx-auto w-full max-w-md p-5 sm:p-8">
        <Tabs value={accountType} onValueChange={(v) => setChosen(v as AccountType)}>
          <TabsList aria-label="Account type" className="grid w-full auto-cols-fr grid-flow-col">
            {types.map((type) => (
              <TabsTrigger key={type} value={type}>
                {TAB_LABELS[type]}
              </TabsTrigger>
            ))}
          </TabsList>
          {types.map((type) => (
            <TabsContent key={type} value={type} className="mt-6 grid gap-6">
              <div className="grid gap-2 text-center">
                <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{headings[type].title}</h1>
                <p className="text-sm text-muted-foreground">{headings[type].description}</p>
              </div>
              {children(type)}
            </TabsContent>
          ))}
        </Tabs>
      </Card>
      {creatorOnly ? (
        <p className="text-center text-sm text-muted-foreground">
          {memberLink.prompt}{' '}
          <Link to={memberLink.to} className="font-medium text-primary underline-offset-4 hover:underline">
            {memberLink.label}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
