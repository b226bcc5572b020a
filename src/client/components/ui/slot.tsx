import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';

type SlotProps = Record<string, unknown> & { children?: ReactNode };

function setRef<T>(ref: Ref<T> | undefined, value: T): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Renders its one child element with these props merged in: Button's `asChild` (a link that
 * looks like a button). What Radix's Slot does for a single element, without bringing Radix
 * into the first load: the child's own props win, except that class names join, styles
 * merge, both handlers of an event run (the child's first) and both refs are set.
 */
export function Slot({ children, ...slot }: SlotProps) {
  const child = Children.only(children);
  if (!isValidElement(child)) return null;
  const own = (child as ReactElement<Record<string, unknown>>).props;
  const merged: Record<string, unknown> = { ...slot, ...own };
  for (const [key, value] of Object.entries(slot)) {
    const mine = own[key];
    if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof mine === 'function') {
      merged[key] = (...args: unknown[]) => {
        const result = mine(...args);
        value(...args);
        return result;
      };
    }
  }
  const classes = [slot.className, own.className].filter(Boolean);
  if (classes.length > 0) merged.className = classes.join(' ');
  if (slot.style && own.style) merged.style = { ...(slot.style as object), ...(own.style as object) };
  if (slot.ref && own.ref) {
    const refs = [slot.ref, own.ref] as Ref<unknown>[];
    merged.ref = (node: unknown) => {
      for (const ref of refs) setRef(ref, node);
    };
  }
  return cloneElement(child, merged);
}
