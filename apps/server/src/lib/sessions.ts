import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import { ACCOUNT, OPEN_API_ROUTES, TRIAL_TYPE } from '@app/contracts';
import type { LoginValue } from '@app/contracts';
import { prepared } from '../db/prepared.ts';
import { AppError } from '../errors.ts';
import { nowMs, type AppContext } from './context.ts';
import { readCookie } from './request-language.ts';

/**
 * Sessions per ARCHITECTURE.md: a random 32-byte token, stored only as its SHA-256 hash, sent
 * to the site as an HttpOnly SameSite=Lax cookie (`__Host-` and Secure over HTTPS) and
 * accepted from other clients as `Authorization: Bearer`. Idle and absolute expiry; a login
 * rotates the token; logout and password changes end sessions for good.
 */
export const SESSION_COOKIE = 'session';
export const SECURE_SESSION_COOKIE = '__Host-session';

/** What a signed-in request carries (request.auth). */
export interface AuthContext {
  sessionId: string;
  memberId: number;
  userName: string;
  type: number;
  merchantCode: string;
}

/** An API route as the guard saw it registered; `open` routes answer without a session. */
/** Spec section 6: member-centre and cashier functions are for real accounts; a trial is told so. */
export function requireRealAccount(auth: AuthContext): AuthContext {
  if (auth.type === TRIAL_TYPE) throw new AppError('trial.forbidden', 403);
  return auth;
}

export interface ApiRouteInfo {
  method: string;
  url: string;
  open: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every API route registered after the guard, in order (the open-list test walks it). */
    apiRoutes: readonly ApiRouteInfo[];
  }
}

/** Only the member row fields a session needs. */
export interface SessionMember {
  id: number;
  user_name: string;
  type: number;
  merchant_code: string;
  first_time_login: number;
  password_expires_at: string | null;
  last_login_at: string | null;
}

/** The member columns to select (or return from an insert) for startSession. */
export const SESSION_MEMBER_COLUMNS = [
  'id',
  'user_name',
  'type',
  'merchant_code',
  'first_time_login',
  'password_expires_at',
  'last_login_at',
] as const satisfies readonly (keyof SessionMember)[];

// last_seen_at is written at most this often: a write per call would cost every hot call.
const TOUCH_INTERVAL_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** The token a request presents: a bearer header first, else the session cookie. */
export function presentedToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    return token || null;
  }
  const cookie =
    readCookie(request.headers.cookie, SECURE_SESSION_COOKIE) ??
    readCookie(request.headers.cookie, SESSION_COOKIE);
  return cookie || null;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  const secure = isHttps(request);
  const name = secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  const maxAge = Math.floor(ACCOUNT.sessionAbsoluteMs / 1000);
  const parts = [`${name}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAge}`];
  if (secure) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = isHttps(request);
  const name = secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  const parts = [`${name}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0'];
  if (secure) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}

export function isPasswordExpired(expiresAt: string | null, now: Date): boolean {
  return expiresAt !== null && expiresAt <= now.toISOString();
}

/** What every call that hands out a session token answers about the member. */
export function loginValue(
  token: string,
  member: Pick<
    SessionMember,
    'user_name' | 'type' | 'merchant_code' | 'first_time_login' | 'password_expires_at'
  >,
  lastLoginTime: string | null,
  now: Date,
  forceChange = false,
): LoginValue {
  return {
    token,
    userName: member.user_name,
    customerType: member.type,
    merchantCode: member.merchant_code,
    firstTimeLogin: member.first_time_login === 1,
    passwordExpired: forceChange || isPasswordExpired(member.password_expires_at, now),
    lastLoginTime,
  };
}

/**
 * Signs a member in: ends the session the request already carried (token rotation), opens a
 * new one, sets the cookie and records the login time. Answers the LoginValue of every call
 * that signs someone in; `forceChange` marks a login with a temporary password.
 */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  member: SessionMember,
  options: { forceChange?: boolean; now?: Date } = {},
): Promise<LoginValue> {
  const now = options.now ?? new Date();
  const previous = presentedToken(request);
  if (previous) {
    await ctx.db
      .updateTable('sessions')
      .set({ ended_at: now.toISOString() })
      .where('token_hash', '=', hashToken(previous))
      .where('ended_at', 'is', null)
      .execute();
  }
  const token = randomBytes(32).toString('base64url');
  await ctx.db
    .insertInto('sessions')
    .values({
      id: randomUUID(),
      token_hash: hashToken(token),
      member_id: member.id,
      merchant_code: member.merchant_code,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ACCOUNT.sessionAbsoluteMs).toISOString(),
      // The session limit and reality checks run on the app clock (decision 048).
      rg_started_at: new Date(nowMs(ctx)).toISOString(),
      ip: request.ip.slice(0, 64),
      user_agent: (request.headers['user-agent'] ?? '').slice(0, 512),
    })
    .execute();
  await ctx.db
    .updateTable('members')
    .set({ last_login_at: now.toISOString() })
    .where('id', '=', member.id)
    .execute();
  setSessionCookie(request, reply, token);
  // The answer carries the token: no cache (browser, proxy, service worker) may keep it.
  reply.header('cache-control', 'no-store');
  return loginValue(token, member, member.last_login_at, now, options.forceChange === true);
}

/** Neither past its absolute expiry nor idle too long (the ended flag is checked apart). */
export function withinLifetime(
  session: { expiresAt: string; lastSeenAt: string },
  nowMs: number,
): boolean {
  return (
    Date.parse(session.expiresAt) > nowMs &&
    nowMs - Date.parse(session.lastSeenAt) < ACCOUNT.sessionIdleMs
  );
}

/**
 * The session behind a token hash and its member, and the idle clock's touch: run by every
 * signed-in call, so compiled once (decision 051, third pass). Read from the database on every
 * call, never cached: a session ended by a logout, a password change or another process stops
 * working at once, as does a member suspended by the back office.
 */
const sessionByTokenHash = prepared((db, p: { tokenHash: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select([
      'sessions.id as sessionId',
      'sessions.last_seen_at as lastSeenAt',
      'sessions.expires_at as expiresAt',
      'members.id as memberId',
      'members.user_name as userName',
      'members.type as type',
      'members.merchant_code as merchantCode',
      'members.status as status',
    ])
    .where('sessions.token_hash', '=', p.tokenHash)
    .where('sessions.ended_at', 'is', null),
);

const touchSession = prepared((db, p: { sessionId: string; lastSeenAt: string }) =>
  db.updateTable('sessions').set({ last_seen_at: p.lastSeenAt }).where('id', '=', p.sessionId),
);

/** The live session a request presents, or null (expired, ended, idle too long, unknown). */
export async function resolveSession(
  ctx: AppContext,
  request: FastifyRequest,
  now: Date = new Date(),
): Promise<AuthContext | null> {
  const token = presentedToken(request);
  if (!token || token.length > 128) return null;
  const [row] = await sessionByTokenHash(ctx.db, { tokenHash: hashToken(token) });
  if (!row || row.status !== 'active' || row.merchantCode !== ctx.merchantCode) return null;
  const nowMs = now.getTime();
  if (!withinLifetime(row, nowMs)) return null;
  if (nowMs - Date.parse(row.lastSeenAt) >= TOUCH_INTERVAL_MS) {
    await touchSession(ctx.db, { sessionId: row.sessionId, lastSeenAt: now.toISOString() });
  }
  return {
    sessionId: row.sessionId,
    memberId: row.memberId,
    userName: row.userName,
    type: row.type,
    merchantCode: row.merchantCode,
  };
}

export async function endSession(ctx: AppContext, sessionId: string, now = new Date()) {
  await ctx.db
    .updateTable('sessions')
    .set({ ended_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
}

/** Ends every other live session of a member (after a password change). */
export async function endOtherSessions(
  ctx: AppContext,
  memberId: number,
  keepSessionId: string | null,
  now = new Date(),
): Promise<void> {
  let query = ctx.db
    .updateTable('sessions')
    .set({ ended_at: now.toISOString() })
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

/** The signed-in member of a request that passed the session check. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('auth.required', 401);
  return request.auth;
}

/** API path prefixes; everything else (the site, static files) is not a call. */
const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/dev/'];
const OPEN = new Set(OPEN_API_ROUTES);

export function isApiRoute(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** Is `METHOD url` (HEAD counts as GET) on the spec's open list? */
export function isOpenRoute(method: string, url: string): boolean {
  const verb = method === 'HEAD' ? 'GET' : method;
  return OPEN.has(`${verb} ${url}`);
}

/**
 * Default deny: every API route registered after this runs the session check first, unless the open list names it. Open routes still learn who is calling (request.auth)
 * when a valid session comes along. Must be registered before the feature routes.
 */
export function registerSessionGuard(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null);
  const apiRoutes: ApiRouteInfo[] = [];
  app.decorate('apiRoutes', apiRoutes);
  const guard = async (request: FastifyRequest) => {
    request.auth = await resolveSession(ctx, request);
    if (!request.auth) {
      throw new AppError(presentedToken(request) ? 'session.ended' : 'auth.required', 401);
    }
  };
  // Callback style: open routes carry the hot home calls, and a visitor without a token must
  // not pay for a promise per request (measured: about a tenth of their throughput).
  const identify: onRequestHookHandler = (request, _reply, done) => {
    if (!presentedToken(request)) return done();
    resolveSession(ctx, request).then((auth) => {
      request.auth = auth;
      done();
    }, done);
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiRoute(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const open = methods.every((method) => isOpenRoute(method, route.url));
    const hook = open ? identify : guard;
    for (const method of methods) apiRoutes.push({ method, url: route.url, open });
    // onRequest: the session is checked before the body is read or validated, so a call
    // without a session answers 401 whatever it sent.
    const existing = route.onRequest;
    route.onRequest = existing
      ? [hook, ...(Array.isArray(existing) ? existing : [existing])]
      : [hook];
  });
}
