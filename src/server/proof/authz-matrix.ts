import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import type { ProofApp, ProofUser, Role } from './proof-app.ts';

/** The status each role gets from one endpoint. */
export type Expectation = Record<Role, number>;

/** One request of the table, made by one role. */
export interface Cell {
  p: ProofApp;
  role: Role;
  /** The account behind the role (null for anon and guest). */
  user: ProofUser | null;
  cookie: string;
  /** The expected status is 2xx: the action must really have happened. */
  allowed: boolean;
}

export interface MatrixRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** A streaming answer: sent over a real socket, judged by status and headers, then dropped. */
  stream?: boolean;
}

export interface MatrixRow<S = unknown> {
  method: HTTPMethods;
  /** The route pattern exactly as the router has it, e.g. '/api/avatars/:id'. */
  route: string;
  /** What the row is about when an endpoint has several rows. */
  scenario?: string;
  expect: Expectation;
  /** Makes what the request acts on, fresh for each cell (owned by `member` or `creator`). */
  setup?: (p: ProofApp) => Promise<S>;
  request: (s: S, cell: Cell) => MatrixRequest | Promise<MatrixRequest>;
  /** Allowed cells: the effect is there (throws otherwise). */
  verify?: (s: S, cell: Cell, res: LightMyRequestResponse) => Promise<void> | void;
  /** Run `verify` for refused cells too, to prove they changed nothing of the owner's. */
  verifyRefused?: boolean;
}

/** Rows keep their own setup type; the table holds them side by side. */
export const row = <S>(r: MatrixRow<S>): MatrixRow<unknown> => r as MatrixRow<unknown>;

/** A GET whose only check is the status (`url` when the pattern has a wildcard). */
export const plainGet = (route: string, expect: Expectation, url = route): MatrixRow =>
  row({ method: 'GET', route, expect, request: () => ({ url }) });

export const everyone = (status: number): Expectation => ({
  anon: status,
  guest: status,
  member: status,
  otherMember: status,
  creator: status,
  otherCreator: status,
  moderator: status,
});

/** Any signed-in account; guests get 401. */
export const signedIn = (status: number): Expectation => ({ ...everyone(status), anon: 401, guest: 401 });

/** Creators only: `creator` owns the resource, `otherCreator` is someone else's. */
export const creatorsOnly = (owner: number, other = owner): Expectation => ({
  anon: 401,
  guest: 401,
  member: 403,
  otherMember: 403,
  creator: owner,
  otherCreator: other,
  moderator: 403,
});

export const moderatorsOnly = (status: number): Expectation => ({
  ...everyone(403),
  anon: 401,
  guest: 401,
  moderator: status,
});

/** A failed effect check, with the message the report shows. */
export function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/** Whether a concrete path fits a route pattern (':param' is one segment, '*' the rest). */
export function fitsRoute(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`).test(pathname);
}
