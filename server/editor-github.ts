/**
 * The content editor's production half, run by the Pages Functions under /admin/ (functions/admin/) on the editor's
 * own Pages project: GitHub sign-in (an OAuth App) and a same-origin proxy to the site's repository, so the editor's
 * page edits the repository without ever holding the token.
 * - The token lives only in the session cookie, sealed with AES-GCM under EDITOR_SESSION_SECRET; page JavaScript cannot
 *   read it (HttpOnly) and no other site's page can send it (SameSite=Strict).
 * - The proxy reaches the configured repository only, through an allow-list of the Git data and contents API's paths,
 *   and writes to the configured branch only.
 * - The public site deploys the same functions/ without these settings: there every route answers a plain 404.
 */

import { readCapped } from './request-body';

/** The editor's settings: variables and secrets of the editor's Pages project, absent on the public site. */
export interface EditorEnv {
  /** "owner/name" of the site's repository. */
  EDITOR_GITHUB_REPO?: string;
  /** The branch the editor reads and writes; "main" when unset. */
  EDITOR_GITHUB_BRANCH?: string;
  /** The GitHub OAuth App's client ID. */
  EDITOR_GITHUB_CLIENT_ID?: string;
  /** The GitHub OAuth App's client secret (a secret). */
  EDITOR_GITHUB_CLIENT_SECRET?: string;
  /** At least 32 characters the session cookie is sealed with (a secret); changing it signs everyone out. */
  EDITOR_SESSION_SECRET?: string;
}

interface EditorConfig {
  repo: string;
  branch: string;
  clientId: string;
  clientSecret: string;
  sessionSecret: string;
}

export const EDITOR_LIMITS = {
  /** How long a sign-in lasts. */
  sessionMs: 8 * 60 * 60 * 1000,
  /** How long a sign-in may take at GitHub. */
  stateSeconds: 600,
  /** The largest body the proxy takes: a picture of 10 MB, base64-encoded in its JSON, with room to spare. */
  bodyBytes: 15 * 1024 * 1024,
} as const;

export const SESSION_COOKIE = '__Secure-editor-session';
export const STATE_COOKIE = '__Secure-editor-oauth-state';
const COOKIE_PATH = '/admin';
const LOGIN_PATH = '/admin/login';
const CALLBACK_PATH = '/admin/callback';
const PROXY_PREFIX = '/admin/github/';
const GITHUB_API = 'https://api.github.com';
const USER_AGENT = 'solvara-editor';

const REF = '[A-Za-z0-9._-]+(?:/[A-Za-z0-9._-]+)*';
const SHA = '[0-9a-f]{40}(?:[0-9a-f]{24})?';
const REPO_PATTERN = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/;
const BRANCH_PATTERN = new RegExp(`^${REF}$`);

type Write = 'contents' | 'ref' | 'object';

/**
 * What the editor needs of the repository: read the branch, its trees, blobs and commits, and write through the
 * contents API or by building a commit (blobs, a tree, a commit) and moving the branch to it. Matched against the
 * path after its segments are decoded and checked (proxyPath), so nothing here can climb out of the repository.
 */
const PROXY_ROUTES: { pattern: RegExp; methods: readonly string[]; write?: Write }[] = [
  { pattern: new RegExp(`^git/trees/${REF}$`), methods: ['GET'] },
  { pattern: /^git\/trees$/, methods: ['POST'], write: 'object' },
  { pattern: new RegExp(`^git/blobs/${SHA}$`), methods: ['GET'] },
  { pattern: /^git\/blobs$/, methods: ['POST'], write: 'object' },
  { pattern: new RegExp(`^git/commits/${SHA}$`), methods: ['GET'] },
  { pattern: /^git\/commits$/, methods: ['POST'], write: 'object' },
  { pattern: new RegExp(`^git/refs/heads/(${REF})$`), methods: ['GET', 'PATCH'], write: 'ref' },
  { pattern: /^contents\/.+$/, methods: ['GET', 'PUT'], write: 'contents' },
  { pattern: new RegExp(`^branches/${REF}$`), methods: ['GET'] },
  { pattern: new RegExp(`^commits/${REF}$`), methods: ['GET'] },
];

/** GitHub's headers the editor may use; the rest (Set-Cookie above all) stay behind. */
const PASSED_HEADERS = ['content-type', 'etag', 'last-modified', 'link', 'retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-ratelimit-used'];

const SIGNED_OUT = { message: 'Sign in with GitHub to use the editor.', login: LOGIN_PATH } as const;

const encoder = new TextEncoder();

// ---------------------------------------------------------------------------------------------------------------
// Settings and answers

/** The settings, or undefined unless all are there and well-formed (then the routes do not exist). */
function editorConfig(env: EditorEnv): EditorConfig | undefined {
  const repo = env.EDITOR_GITHUB_REPO?.trim() ?? '';
  const branch = env.EDITOR_GITHUB_BRANCH?.trim() || 'main';
  const clientId = env.EDITOR_GITHUB_CLIENT_ID?.trim() ?? '';
  const clientSecret = env.EDITOR_GITHUB_CLIENT_SECRET ?? '';
  const sessionSecret = env.EDITOR_SESSION_SECRET ?? '';
  const problems = [
    !REPO_PATTERN.test(repo) || repo.endsWith('/.') || repo.endsWith('/..') ? 'EDITOR_GITHUB_REPO (owner/name)' : '',
    !BRANCH_PATTERN.test(branch) || branch.includes('..') ? 'EDITOR_GITHUB_BRANCH' : '',
    clientId === '' ? 'EDITOR_GITHUB_CLIENT_ID' : '',
    clientSecret === '' ? 'EDITOR_GITHUB_CLIENT_SECRET' : '',
    sessionSecret.length < 32 ? 'EDITOR_SESSION_SECRET (at least 32 characters)' : '',
  ].filter(Boolean);
  if (problems.length === 0) return { repo, branch, clientId, clientSecret, sessionSecret };
  // The public site has none of them and must stay quiet; an editor site with some of them is misconfigured.
  const anySet = [env.EDITOR_GITHUB_REPO, env.EDITOR_GITHUB_CLIENT_ID, env.EDITOR_GITHUB_CLIENT_SECRET, env.EDITOR_SESSION_SECRET].some((value) => value);
  if (anySet) console.error(`editor: the routes under /admin/ are off until these settings are right: ${problems.join(', ')}`);
  return undefined;
}

const BASE_HEADERS: Record<string, string> = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex', 'x-content-type-options': 'nosniff' };

function reply(status: number, body: BodyInit | null, type: string | null, cookies: string[] = [], extra: Record<string, string> = {}): Response {
  const headers = new Headers({ ...BASE_HEADERS, ...extra });
  if (type) headers.set('content-type', type);
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(body, { status, headers });
}

const json = (status: number, body: unknown, cookies?: string[], extra?: Record<string, string>) =>
  reply(status, JSON.stringify(body), 'application/json; charset=utf-8', cookies, extra);

const text = (status: number, body: string, cookies?: string[], extra?: Record<string, string>) =>
  reply(status, `${body}\n`, 'text/plain; charset=utf-8', cookies, extra);

/** What the public site answers: the same as for a page that does not exist. */
const notFound = () => text(404, 'Not Found');

const redirect = (location: string, cookies: string[]) => reply(302, null, null, cookies, { location });

// ---------------------------------------------------------------------------------------------------------------
// Cookies and the sealed session

function cookie(name: string, value: string, sameSite: 'Strict' | 'Lax', maxAge: number): string {
  return `${name}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=${sameSite}`;
}

const clearSession = () => cookie(SESSION_COOKIE, '', 'Strict', 0);
const clearState = () => cookie(STATE_COOKIE, '', 'Lax', 0);

/** The values sent under `name`, in the browser's order (the most specific path first). */
function readCookies(request: Request, name: string): string[] {
  const values: string[] = [];
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) values.push(part.slice(at + 1).trim());
  }
  return values;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64url(value: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return undefined;
  try {
    const binary = atob(value.replaceAll('-', '+').replaceAll('_', '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** Compares in time that does not depend on where the texts differ, so a guessed state cannot be refined. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

async function sessionKey(secret: string): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('solvara-editor'), info: encoder.encode('session cookie v1') },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

// The cookie's name is sealed in as associated data, so a value sealed for anything else under the same key is refused.
const SEALED_FOR = encoder.encode(SESSION_COOKIE);

interface Session {
  token: string;
  /** When it was signed in, in ms since the epoch. */
  issuedAt: number;
}

async function sealSession(session: Session, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = encoder.encode(JSON.stringify({ t: session.token, iat: session.issuedAt }));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: SEALED_FOR }, await sessionKey(secret), plain));
  const value = new Uint8Array(iv.length + sealed.length);
  value.set(iv);
  value.set(sealed, iv.length);
  return base64url(value);
}

async function openSession(value: string, secret: string, now: Date): Promise<Session | undefined> {
  const bytes = fromBase64url(value);
  if (!bytes || bytes.length <= 12 + 16) return undefined;
  let payload: unknown;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12), additionalData: SEALED_FOR }, await sessionKey(secret), bytes.slice(12));
    payload = JSON.parse(new TextDecoder().decode(plain));
  } catch {
    return undefined;
  }
  const { t, iat } = (payload ?? {}) as { t?: unknown; iat?: unknown };
  if (typeof t !== 'string' || t === '' || typeof iat !== 'number') return undefined;
  const age = now.getTime() - iat;
  // The cookie's Max-Age is only the browser's word; the sealed time is ours. A time ahead of the clock is not ours either.
  if (age >= EDITOR_LIMITS.sessionMs || age < -60_000) return undefined;
  return { token: t, issuedAt: iat };
}

/** The request's session, or undefined; `sent` says whether a session cookie came at all (then it is to be cleared). */
async function sessionOf(request: Request, config: EditorConfig, now: Date): Promise<{ session?: Session; sent: boolean }> {
  const values = readCookies(request, SESSION_COOKIE);
  for (const value of values) {
    const session = await openSession(value, config.sessionSecret, now);
    if (session) return { session, sent: true };
  }
  return { sent: values.length > 0 };
}

const signedOut = (sent: boolean) => json(401, SIGNED_OUT, sent ? [clearSession()] : []);

const githubHeaders = (token: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  accept: 'application/vnd.github+json',
  'x-github-api-version': '2022-11-28',
  'user-agent': USER_AGENT,
});

/** Whether the request says it comes from this site's own page: an Origin, and this one. */
function sameOrigin(request: Request): boolean {
  return request.headers.get('origin') === new URL(request.url).origin;
}

// ---------------------------------------------------------------------------------------------------------------
// The routes

/** GET /admin/login: sends the browser to GitHub to sign in, remembering a random state to check on its return. */
export async function handleEditorLogin(request: Request, env: EditorEnv): Promise<Response> {
  const config = editorConfig(env);
  if (!config) return notFound();
  if (request.method !== 'GET') return text(405, 'Open this address to sign in.', [], { allow: 'GET' });
  const state = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const authorize = new URL('https://github.com/login/oauth/authorize');
  authorize.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: new URL(CALLBACK_PATH, request.url).href,
    scope: 'repo',
    state,
  }).toString();
  return redirect(authorize.href, [cookie(STATE_COOKIE, state, 'Lax', EDITOR_LIMITS.stateSeconds)]);
}

/** GET /admin/callback: GitHub's return; trades the code for a token and keeps it sealed in the session cookie. */
export async function handleEditorCallback(request: Request, env: EditorEnv, now = new Date()): Promise<Response> {
  const config = editorConfig(env);
  if (!config) return notFound();
  if (request.method !== 'GET') return text(405, 'GitHub returns here with GET.', [], { allow: 'GET' });
  const url = new URL(request.url);
  const state = url.searchParams.get('state') ?? '';
  const expected = readCookies(request, STATE_COOKIE)[0] ?? '';
  // Only the browser that started the sign-in may finish it: otherwise another's code could sign this browser in as them.
  if (state === '' || expected === '' || !sameText(state, expected)) {
    return text(400, `This sign-in was not started in this browser, or took longer than ${EDITOR_LIMITS.stateSeconds / 60} minutes. Sign in again: ${LOGIN_PATH}`, [clearState()]);
  }
  if (url.searchParams.has('error')) return text(403, `GitHub did not sign you in. To try again: ${LOGIN_PATH}`, [clearState()]);
  const code = url.searchParams.get('code');
  if (!code) return text(400, `GitHub sent no code. Sign in again: ${LOGIN_PATH}`, [clearState()]);

  let answer: { access_token?: unknown; error?: unknown; error_description?: unknown };
  try {
    const response = await fetch('https://github.com/login/oauth/access_token', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', 'user-agent': USER_AGENT },
      body: new URLSearchParams({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        code,
        redirect_uri: new URL(CALLBACK_PATH, request.url).href,
      }).toString(),
    });
    answer = ((await response.json()) ?? {}) as typeof answer;
  } catch (error) {
    console.error('editor: GitHub’s token exchange failed', error);
    return text(502, `GitHub could not be reached to finish the sign-in. Try again: ${LOGIN_PATH}`, [clearState()]);
  }
  if (typeof answer.access_token !== 'string' || answer.access_token === '') {
    const reason = typeof answer.error_description === 'string' ? answer.error_description : typeof answer.error === 'string' ? answer.error : 'no token';
    return text(502, `GitHub refused the sign-in: ${reason.slice(0, 300)}. Try again: ${LOGIN_PATH}`, [clearState()]);
  }
  const sealed = await sealSession({ token: answer.access_token, issuedAt: now.getTime() }, config.sessionSecret);
  return redirect(new URL('/admin/', request.url).href, [clearState(), cookie(SESSION_COOKIE, sealed, 'Strict', EDITOR_LIMITS.sessionMs / 1000)]);
}

/** POST /admin/logout: forgets the session (the token stays valid at GitHub until it is revoked there). */
export async function handleEditorLogout(request: Request, env: EditorEnv): Promise<Response> {
  const config = editorConfig(env);
  if (!config) return notFound();
  if (request.method !== 'POST') return json(405, { message: 'Sign out with POST.' }, [], { allow: 'POST' });
  if (!sameOrigin(request)) return json(403, { message: 'Sign out from the editor’s own page.' });
  return reply(204, null, null, [clearSession()]);
}

/** GET /admin/session: who is signed in (from GitHub) and the repository and branch the editor works on. */
export async function handleEditorSession(request: Request, env: EditorEnv, now = new Date()): Promise<Response> {
  const config = editorConfig(env);
  if (!config) return notFound();
  if (request.method !== 'GET') return json(405, { message: 'Ask with GET.' }, [], { allow: 'GET' });
  const { session, sent } = await sessionOf(request, config, now);
  if (!session) return signedOut(sent);
  let response: Response;
  try {
    response = await fetch(`${GITHUB_API}/user`, { headers: githubHeaders(session.token) });
  } catch (error) {
    console.error('editor: GitHub’s /user failed', error);
    return json(502, { message: 'GitHub could not be reached.' });
  }
  // Revoked at GitHub, or the OAuth App's access withdrawn: the cookie is worth nothing now.
  if (response.status === 401) return signedOut(true);
  if (!response.ok) return json(502, { message: `GitHub answered ${response.status} for the signed-in user.` });
  const user = ((await response.json()) ?? {}) as { login?: string; name?: string | null; avatar_url?: string };
  return json(200, { login: user.login, name: user.name ?? null, avatarUrl: user.avatar_url, repo: config.repo, branch: config.branch });
}

/**
 * The path after /admin/github/ as GitHub is to get it, or undefined when it is not one: decoded once, an encoded
 * slash taken as the slash it means (the page encodes a branch such as content/live whole), and refused when a
 * segment could mean another place (".", "..", empty, a backslash, a "%" for a second decoding, a control character);
 * then each segment encoded again.
 */
function proxyPath(pathname: string): { decoded: string; encoded: string } | undefined {
  if (!pathname.startsWith(PROXY_PREFIX)) return undefined;
  const segments: string[] = [];
  for (const raw of pathname.slice(PROXY_PREFIX.length).split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    segments.push(...decoded.split('/'));
  }
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..' || /[\\%\u0000-\u001f\u007f]/.test(segment))) return undefined;
  return { decoded: segments.join('/'), encoded: segments.map(encodeURIComponent).join('/') };
}

const TOO_LARGE = { message: `The editor sends at most ${EDITOR_LIMITS.bodyBytes / 1024 / 1024} MB at once.` };

/** /admin/github/<path>: the editor's requests to the repository, sent on with the session's token. */
export async function handleEditorGithub(request: Request, env: EditorEnv, now = new Date()): Promise<Response> {
  const config = editorConfig(env);
  if (!config) return notFound();
  const url = new URL(request.url);
  const path = proxyPath(url.pathname);
  const route = path && PROXY_ROUTES.find((candidate) => candidate.pattern.test(path.decoded));
  if (!path || !route) return json(404, { message: 'The editor does not use this part of GitHub’s API.' });
  if (!route.methods.includes(request.method)) return json(405, { message: `Use ${route.methods.join(' or ')} here.` }, [], { allow: route.methods.join(', ') });

  const write = request.method !== 'GET';
  if (write) {
    // A page of another site can send neither a same-origin Origin nor, without a preflight we never allow, this type.
    if (!sameOrigin(request)) return json(403, { message: 'Changes are taken from the editor’s own page only.' });
    if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
      return json(403, { message: 'Send changes as application/json.' });
    }
    if (Number(request.headers.get('content-length') ?? 0) > EDITOR_LIMITS.bodyBytes) return json(413, TOO_LARGE);
    if (route.write === 'ref') {
      const branch = route.pattern.exec(path.decoded)?.[1];
      if (branch !== config.branch) return json(403, { message: `The editor moves ${config.branch} only.` });
    }
  }

  const { session, sent } = await sessionOf(request, config, now);
  if (!session) return signedOut(sent);

  let body: string | undefined;
  if (write) {
    body = await readCapped(request, EDITOR_LIMITS.bodyBytes);
    if (body === undefined) return json(413, TOO_LARGE);
    if (route.write === 'contents' || route.write === 'ref') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return json(400, { message: 'The body is not JSON.' });
      }
      const fields = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as { branch?: unknown; force?: unknown };
      // Without a branch GitHub writes to the repository's default one, which need not be the editor's.
      if (route.write === 'contents' && fields.branch !== config.branch) return json(403, { message: `The editor writes to ${config.branch} only; say so as "branch".` });
      // Forcing the branch would drop commits made since the editor read it.
      if (route.write === 'ref' && fields.force === true) return json(403, { message: 'The editor does not force the branch.' });
    }
  }

  const upstreamUrl = `${GITHUB_API}/repos/${config.repo}/${path.encoded}${url.search}`;
  let upstream: Response;
  try {
    upstream = await fetch(upstreamUrl, {
      method: request.method,
      headers: { ...githubHeaders(session.token), ...(write ? { 'content-type': 'application/json' } : {}) },
      ...(write ? { body } : {}),
      // A redirect is passed back as it is rather than followed with the token to wherever it points.
      redirect: 'manual',
    });
  } catch (error) {
    console.error(`editor: GitHub could not be reached for ${request.method} ${path.decoded}`, error);
    return json(502, { message: 'GitHub could not be reached.' });
  }
  if (upstream.status === 401) return signedOut(true);
  const passed: Record<string, string> = {};
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) passed[name] = value;
  }
  return reply(upstream.status, upstream.body, null, [], passed);
}
