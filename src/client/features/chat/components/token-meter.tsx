import { TriangleAlert } from 'lucide-react';
import { TOKEN_BUDGET, TOKEN_METER_WARNING_ABOVE, TOKENS_PER_PERCENT } from '../../../../shared/constants.ts';
import { cn } from '../../../lib/cn.ts';

/** Spec §9 token meter: tokens left = 800 − 8 × percent (percent left on small screens). */
export function TokenMeter({ percent }: { percent: number }) {
  const tokensLeft = TOKEN_BUDGET - TOKENS_PER_PERCENT * percent;
  const warning = percent > TOKEN_METER_WARNING_ABOVE;
  return (
    <div className="flex min-w-0 items-center gap-2" data-testid="token-meter" data-percent={percent}>
      {warning ? (
        <TriangleAlert className="size-4 shrink-0 text-warning" role="img" aria-label="Running low on tokens" />
      ) : null}
      <div
        role="progressbar"
        aria-label="Tokens used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${tokensLeft} tokens left`}
        className="h-2 w-16 overflow-hidden rounded-full bg-muted sm:w-24"
      >
        <div
          className={cn('h-full rounded-full transition-[width] duration-300', warning ? 'bg-warning' : 'bg-primary')}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
        <span className="hidden sm:inline">{tokensLeft} tokens left</span>
        <span className="sm:hidden">{100 - percent}% left</span>
      </span>
    </div>
  );
}
