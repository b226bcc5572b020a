import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        outline: 'text-foreground',
        // Tinted badges darken (light) or lighten (dark) their text towards the foreground:
        // the plain tone on its own 15% tint falls under 4.5:1 in one scheme or the other.
        success:
          'border-transparent bg-success/15 text-[color-mix(in_oklch,var(--color-success)_65%,var(--color-foreground))]',
        warning:
          'border-transparent bg-warning/15 text-[color-mix(in_oklch,var(--color-warning)_65%,var(--color-foreground))]',
        destructive:
          'border-transparent bg-destructive/15 text-[color-mix(in_oklch,var(--color-destructive)_65%,var(--color-foreground))]',
        muted: 'border-transparent bg-muted text-muted-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
