import { TriangleAlert } from 'lucide-react';
import {
  TOKEN_BUDGET,
  TOKEN_METER_CAP,
  TOKEN_METER_START,
  TOKEN_METER_STEP,
  TOKEN_METER_WARNING_ABOVE,
  TOKENS_PER_PERCENT,
} from '../../../../shared/constants.ts';
import { cn } from '../../../lib/cn.ts';

/**
 * Spec §9: the meter starts at 20 % and rises 5 points per message the visitor has sent,
 * capped at 95. Counted from the stored conversation, so a reload shows the same figure and
 * clearing the history starts it again.
 */
export function tokenMeterPercent(sentMessages: number): number {
  return Math.min(TOKEN_METER_CAP, TOKEN_METER_START + TOKEN_METER_STEP * sentMessages);
}

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
