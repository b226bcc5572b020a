import { Bot } from 'lucide-react';

/**
 * The plain disclosure by the message input that the companion is an AI (laws on
 * companion chatbots require it, and people deserve to know who they are talking to).
 */
export function AiNotice({ name }: { name: string }) {
  return (
    <p
      role="note"
      data-testid="ai-notice"
      className="flex items-start gap-1.5 px-3 pb-3 text-xs leading-snug text-muted-foreground sm:px-4"
    >
      <Bot aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>{name} is an AI companion, not a real person. Replies are written by a computer program.</span>
    </p>
  );
}
