import { useState } from 'react';

/**
 * True from the first render in which `condition` was true, for good: an overlay whose
 * code loads when first opened stays mounted afterwards, so it closes and reopens as
 * before (animations, focus return) without loading again.
 */
export function useEverTrue(condition: boolean): boolean {
  const [ever, setEver] = useState(condition);
  if (condition && !ever) setEver(true);
  return ever || condition;
}
