/** Three bouncing dots; screen readers hear "{name} is typing". */
export function TypingIndicator({ name }: { name: string }) {
  return (
    <div className="flex items-center gap-2" data-testid="typing-indicator">
      <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-muted px-4 py-3" aria-hidden="true">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 rounded-full bg-muted-foreground/70 motion-safe:animate-bounce"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
      <span className="sr-only">{name} is typing</span>
    </div>
  );
}
