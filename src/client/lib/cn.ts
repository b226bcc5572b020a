import { type ClassValue, clsx } from 'clsx';
import { twMerge } from './tw-merge.ts';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
