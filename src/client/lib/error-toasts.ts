import type { FieldIssue } from '../../shared/contracts/common.ts';
import { ApiError, errorMessage } from './api-client.ts';
import type { ErrorToast } from './query-client.ts';

/** A failure toast titled `title`, telling the server's message, or `fallback` when it gave none. */
export function serverMessageToast(title: string, fallback: string): (error: unknown) => ErrorToast {
  return (error) => ({ title, description: errorMessage(error, fallback) });
}

/**
 * No toast when the server's answer names fields a form places beside them (see
 * applyServerIssues); `placed` picks the issues the form shows.
 */
export function unlessOnFields(
  toast: ErrorToast | ((error: unknown) => ErrorToast),
  placed: (issue: FieldIssue) => boolean = (issue) => Boolean(issue.path),
): (error: unknown) => ErrorToast {
  return (error) => {
    if (error instanceof ApiError && error.issues.some(placed)) return false;
    return typeof toast === 'function' ? toast(error) : toast;
  };
}
