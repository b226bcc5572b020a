import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.ts';
import { claimMeta } from '../db/meta.ts';
import { isApiRequest } from '../lib/api-request.ts';
import { AppError, unauthorized } from '../lib/app-error.ts';

export const SESSION_COOKIE = 'sid';

/** A visitor's live session: a member's, or a guest's (no user). */
export interface Session {
  id: string;
  userId: number | null;
  role: 'user' | 'creator' | 'moderator' | null;
  persistent: boolean;
  expiresAt: string;
}

/** A new session and the cookie token that names it (the database keeps only its hash). */
export interface IssuedSession {
  token: string;
  session: Session;
}

/**
 * Where sessions are kept: the sessions module provides it (app.ts), so this plugin,
 * which every module builds on, imports none of them.
 */
export interface SessionStore {
  /** The live session for a cookie token, or null. */
  resolve(ctx: AppContext, token: string): Promise<Session | null>;
  create(ctx: AppContext, options: { userId: number | null; persistent: boolean }): Promise<IssuedSession>;
  /** How long a persistent session (and so its cookie) lives. */
  persistentMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionStore: SessionStore;
  }
  interface FastifyRequest {
    /** The visitor's live session (member or guest), resolved from the cookie on /api/ calls. */
    session: Session | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route: any signed-in account, or one role. Checked as soon as the
     * session is known, before the body is read or validated, so an anonymous caller gets
     * its 401 (or 403) without the server spending anything on what it sent.
     */
    access?: Access;
  }
}

export type Access = 'signed-in' | SignedInUser['role'];

/**
 * The HMAC key for tokens: SESSION_SECRET when configured, otherwise one generated on
 * first start and kept in the database, so every instance and every restart agrees.
 */
export async function resolveTokenSecret(ctx: Pick<AppContext, 'db' | 'config'>): Promise<string> {
  if (ctx.config.sessionSecret) return ctx.config.sessionSecret;
  return claimMeta(ctx.db, 'token_secret', randomBytes(32).toString('base64url'));
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, issued: IssuedSession): void {
  reply.setCookie(SESSION_COOKIE, issued.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    // A browser-session cookie has no Max-Age; the server still expires it.
    ...(issued.session.persistent ? { maxAge: Math.floor(request.server.sessionStore.persistentMs / 1000) } : {}),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

export interface SignedInUser {
  userId: number;
  role: 'user' | 'creator' | 'moderator';
  sessionId: string;
}

export function currentUser(request: FastifyRequest): SignedInUser | null {
  const s = request.session;
  if (!s || s.userId === null || s.role === null) return null;
  return { userId: s.userId, role: s.role, sessionId: s.id };
}

export function requireUser(request: FastifyRequest): SignedInUser {
  const user = currentUser(request);
  if (!user) throw unauthorized();
  return user;
}

export function requireRole(request: FastifyRequest, ...roles: SignedInUser['role'][]): SignedInUser {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw new AppError('FORBIDDEN', 'You are not allowed to do that');
  return user;
}

/** The visitor's session, creating a persistent guest session on first need. */
export async function ensureVisitorSession(request: FastifyRequest, reply: FastifyReply): Promise<Session> {
  if (request.session) return request.session;
  const issued = await request.server.sessionStore.create(request.server.ctx, { userId: null, persistent: true });
  setSessionCookie(request, reply, issued);
  request.session = issued.session;
  return issued.session;
}

/** Refuses a caller the route's `access` does not admit (401 anonymous, 403 wrong role). */
export function enforceAccess(request: FastifyRequest): void {
  const access = request.routeOptions.config.access;
  if (access === 'signed-in') requireUser(request);
  else if (access) requireRole(request, access);
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { store: SessionStore }) => {
    app.decorate('sessionStore', opts.store);
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request, reply) => {
      if (!isApiRequest(request)) return;
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        const session = await opts.store.resolve(app.ctx, token);
        if (session) request.session = session;
        else clearSessionCookie(request, reply);
      }
      enforceAccess(request);
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
