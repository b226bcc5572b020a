import { type MouseEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../../../components/ui/tooltip.tsx';

const PROVIDERS = ['Google', 'Apple'] as const;

/**
 * Spec §2 shows Google and Apple buttons. No OAuth provider is configured on this server,
 * so they are shown disabled (aria-disabled keeps them focusable) and a click or focus
 * explains why instead of doing nothing.
 */
function ProviderButton({ provider }: { provider: (typeof PROVIDERS)[number] }) {
  const [open, setOpen] = useState(false);
  const explain = (event: MouseEvent) => {
    // Keeps Radix from closing the tooltip on click: the click is what asks for it.
    event.preventDefault();
    setOpen(true);
  };
  return (
    <Tooltip open={open} onOpenChange={setOpen}>
      <TooltipTrigger asChild>
        <Button
          variant="outline"
          className="w-full cursor-not-allowed opacity-60"
          aria-disabled="true"
          onClick={explain}
        >
          {provider}
          <span className="sr-only"> (not available yet)</span>
        </Button>
      </TooltipTrigger>
      <TooltipContent>Sign-in with {provider} is not available yet. Please use your email and password.</TooltipContent>
    </Tooltip>
  );
}

export function SocialSignIn() {
  return (
    <TooltipProvider delayDuration={200}>
      <div className="grid gap-3">
        <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
          <span className="h-px flex-1 bg-border" />
          Or continue with
          <span className="h-px flex-1 bg-border" />
        </div>
        <div className="grid grid-cols-2 gap-3">
          {PROVIDERS.map((p) => (
            <ProviderButton key={p} provider={p} />
          ))}
        </div>
      </div>
    </TooltipProvider>
  );
}
