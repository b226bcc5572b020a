import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';

/**
 * A 9:12 portrait that holds its space (no layout shift) and shows a soft blurred wash
 * until the image has loaded.
 */
export function AvatarImage({
  src,
  alt,
  className,
  eager = false,
  sizes = '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
}: {
  src: string;
  alt: string;
  className?: string;
  eager?: boolean;
  sizes?: string;
}) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div
      className={cn(
        'relative aspect-[9/12] overflow-hidden bg-gradient-to-br from-hero-from to-hero-to',
        // A lazy picture below the fold may not load for minutes: it shimmers a few times, not forever.
        !loaded && 'animate-pulse [animation-iteration-count:3]',
        className,
      )}
    >
      <img
        src={src}
        alt={alt}
        width={900}
        height={1200}
        sizes={sizes}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        onLoad={() => setLoaded(true)}
        className={cn(
          'size-full object-cover transition-[filter,opacity,transform] duration-500',
          loaded ? 'opacity-100 blur-0' : 'scale-105 opacity-60 blur-md',
        )}
      />
    </div>
  );
}
