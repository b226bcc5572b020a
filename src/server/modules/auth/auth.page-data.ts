import type { AppContext } from '../../context.ts';
import type { PageDataSource } from '../../plugins/page-data.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { userForPageRequest } from './auth.service.ts';

/** Who is signed in, written into every page so the app starts without asking (null for a guest). */
export function signedInUserPageData(ctx: AppContext): PageDataSource<'initialUser'> {
  return { load: (request) => userForPageRequest(ctx, request.cookies[SESSION_COOKIE]) };
}
