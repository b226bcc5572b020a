/** The logo mark: a speech bubble holding a heart, in the current palette. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <path
        d="M6 4h20a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H14l-6 5v-5H6a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4z"
        fill="var(--primary)"
      />
      <path
        d="M16 19.5s-5.5-3.2-5.5-6.8A3 3 0 0 1 16 11a3 3 0 0 1 5.5 1.7c0 3.6-5.5 6.8-5.5 6.8z"
        fill="var(--primary-foreground)"
      />
    </svg>
  );
}
