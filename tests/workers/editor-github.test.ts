/**
 * The content editor's GitHub sign-in and repository proxy (server/editor-github.ts, functions/admin/) in workerd.
 * GitHub is played by the test: every request the code sends out goes through a spy on fetch, which records it and
 * answers as github.com and api.github.com would.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onRequest as callbackFunction } from '../../functions/admin/callback';
import { onRequest as githubFunction } from '../../functions/admin/github/[[path]]';
import { onRequest as loginFunction } from '../../functions/admin/login';
import { onRequest as logoutFunction } from '../../functions/admin/logout';
import { onRequest as sessionFunction } from '../../functions/admin/session';
import {
  EDITOR_LIMITS,
  type EditorEnv,
  handleEditorCallback,
  handleEditorGithub,
  handleEditorLogin,
  handleEditorLogout,
  handleEditorSession,
  SESSION_COOKIE,
  STATE_COOKIE,
} from '../../server/editor-github';

const origin = 'https://editor.solvara.example';
const TOKEN = 'gho_editorToken0123456789abcdefghijklmnop';
const GOOD_CODE = 'code-from-github';
const SECRET = 'a session secret of more than thirty-two characters';
const settings: Required<EditorEnv> = {
  EDITOR_GITHUB_REPO: 'solvara/website',
  EDITOR_GITHUB_BRANCH: 'content',
  EDITOR_GITHUB_CLIENT_ID: 'Ov23liClientId',
  EDITOR_GITHUB_CLIENT_SECRET: 'client-secret-value',
  EDITOR_SESSION_SECRET: SECRET,
};
const REPO_API = 'https://api.github.com/repos/solvara/website/';

type Handler = PagesFunction<EditorEnv>;
const call = async (handler: Handler, request: Request, env: object = settings) => handler({ request, env } as unknown as Parameters<Handler>[0]);

const get = (path: string, headers: Record<string, string> = {}) => new Request(`${origin}${path}`, { headers });
const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${origin}${path}`, {
    method,
    headers: { origin, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** A request GitHub got from the code under test. */
interface Outbound {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

let outbound: Outbound[];
/** How GitHub answers; a test replaces it to make GitHub say something else. */
let github: (request: Outbound) => Response;

function githubAsUsual(request: Outbound): Response {
  const jsonAnswer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
  if (request.url === 'https://github.com/login/oauth/access_token') {
    if (new URLSearchParams(request.body).get('code') === GOOD_CODE) return jsonAnswer(200, { access_token: TOKEN, token_type: 'bearer', scope: 'repo' });
    return jsonAnswer(200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
  }
  if (request.headers.get('authorization') !== `Bearer ${TOKEN}`) return jsonAnswer(401, { message: 'Bad credentials' });
  if (request.url === 'https://api.github.com/user') {
    return jsonAnswer(200, { login: 'ada', name: 'Ada Okafor', avatar_url: 'https://avatars.githubusercontent.com/u/1?v=4', id: 1 });
  }
  if (request.url.startsWith(REPO_API)) {
    return jsonAnswer(200, { path: request.url.slice(REPO_API.length) }, { 'set-cookie': 'logged_in=no; domain=.github.com', 'x-ratelimit-remaining': '4999' });
  }
  return jsonAnswer(599, { message: `The fake GitHub does not know ${request.url}` });
}

beforeEach(() => {
  outbound = [];
  github = githubAsUsual;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const recorded = { url: request.url, method: request.method, headers: request.headers, body: new TextDecoder().decode(await request.arrayBuffer()) };
    outbound.push(recorded);
    return github(recorded);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const setCookies = (response: Response) => response.headers.getAll('set-cookie');
const setCookie = (response: Response, name: string) => setCookies(response).find((line) => line.startsWith(`${name}=`));
const cookieValue = (line: string | undefined) => line?.slice(line.indexOf('=') + 1).split(';')[0];

function expectNoStore(response: Response) {
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-robots-tag')).toBe('noindex');
}

/** Signs in as the editor's page does (login, then GitHub's return) and gives the Cookie header the browser then sends. */
async function signIn(at = new Date()): Promise<string> {
  const started = await handleEditorLogin(get('/admin/login'), settings);
  const state = new URL(started.headers.get('location')!).searchParams.get('state')!;
  const back = await handleEditorCallback(get(`/admin/callback?code=${GOOD_CODE}&state=${state}`, { cookie: `${STATE_COOKIE}=${state}` }), settings, at);
  const value = cookieValue(setCookie(back, SESSION_COOKIE));
  expect(value).toBeTruthy();
  outbound = [];
  return `${SESSION_COOKIE}=${value}`;
}

describe('without the editor’s settings (the public site)', () => {
  const routes: [string, Handler, () => Request][] = [
    ['GET /admin/login', loginFunction, () => get('/admin/login')],
    ['GET /admin/callback', callbackFunction, () => get(`/admin/callback?code=${GOOD_CODE}&state=s`, { cookie: `${STATE_COOKIE}=s` })],
    ['POST /admin/logout', logoutFunction, () => send('POST', '/admin/logout', {})],
    ['GET /admin/session', sessionFunction, () => get('/admin/session')],
    ['GET /admin/github/contents/x', githubFunction, () => get('/admin/github/contents/x')],
    ['PUT /admin/github/contents/x', githubFunction, () => send('PUT', '/admin/github/contents/x', { branch: 'content' })],
    ['GET /admin/github/issues', githubFunction, () => get('/admin/github/issues')],
  ];

  it.each(routes)('%s answers a plain 404 and asks GitHub nothing', async (_, handler, request) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // What the public site's Functions get: its own bindings, none of the editor's.
    const response = await call(handler, request(), { DB: {}, MAILER: {}, ASSETS: {} });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('Not Found\n');
    expect(setCookies(response)).toEqual([]);
    expect(response.headers.get('location')).toBeNull();
    expect(outbound).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it.each([
    ['EDITOR_GITHUB_REPO', { EDITOR_GITHUB_REPO: undefined }],
    ['EDITOR_GITHUB_CLIENT_ID', { EDITOR_GITHUB_CLIENT_ID: '' }],
    ['EDITOR_GITHUB_CLIENT_SECRET', { EDITOR_GITHUB_CLIENT_SECRET: undefined }],
    ['EDITOR_SESSION_SECRET', { EDITOR_SESSION_SECRET: undefined }],
    ['EDITOR_SESSION_SECRET', { EDITOR_SESSION_SECRET: 'x'.repeat(31) }],
    ['EDITOR_GITHUB_REPO', { EDITOR_GITHUB_REPO: 'solvara/website/../other' }],
    ['EDITOR_GITHUB_BRANCH', { EDITOR_GITHUB_BRANCH: 'content/../main' }],
  ])('is off (404) while %s is missing or wrong, %o, and says which setting in the log', async (name, change) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const env = { ...settings, ...change };
    for (const [handler, request] of [
      [handleEditorLogin, get('/admin/login')],
      [handleEditorSession, get('/admin/session')],
      [handleEditorGithub, get('/admin/github/contents/x')],
    ] as const) {
      expect((await handler(request, env)).status).toBe(404);
    }
    expect(errors).toHaveBeenCalled();
    const logged = errors.mock.calls.flat().join(' ');
    expect(logged).toContain(name);
    expect(logged).not.toContain(settings.EDITOR_GITHUB_CLIENT_SECRET);
    expect(logged).not.toContain(SECRET);
  });
});

describe('GET /admin/login', () => {
  it('sends the browser to GitHub with the client ID, scope repo, this origin’s callback and a random state, kept in a short-lived cookie', async () => {
    const response = await call(loginFunction, get('/admin/login'));
    expect(response.status).toBe(302);
    expectNoStore(response);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe(settings.EDITOR_GITHUB_CLIENT_ID);
    expect(location.searchParams.get('scope')).toBe('repo');
    expect(location.searchParams.get('redirect_uri')).toBe(`${origin}/admin/callback`);
    const state = location.searchParams.get('state')!;
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const line = setCookie(response, STATE_COOKIE)!;
    expect(cookieValue(line)).toBe(state);
    expect(line.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/admin', 'SameSite=Lax', 'Secure']);
    expect(setCookie(response, SESSION_COOKIE)).toBeUndefined();
    expect(outbound).toEqual([]);

    const again = new URL((await handleEditorLogin(get('/admin/login'), settings)).headers.get('location')!).searchParams.get('state');
    expect(again).not.toBe(state);
  });

  it('takes GET only', async () => {
    const response = await handleEditorLogin(send('POST', '/admin/login', {}), settings);
    expect(response.status).toBe(405);
    expect(setCookies(response)).toEqual([]);
  });
});

describe('GET /admin/callback', () => {
  it.each([
    ['a state other than the cookie’s', '?code=c&state=forged', `${STATE_COOKIE}=started-here`],
    ['no state cookie (started in another browser)', '?code=c&state=started-here', ''],
    ['no state in the address', '?code=c', `${STATE_COOKIE}=started-here`],
    ['an empty state and cookie', '?code=c&state=', `${STATE_COOKIE}=`],
  ])('refuses %s with a 400 that says why, and asks GitHub nothing', async (_, query, cookie) => {
    const response = await call(callbackFunction, get(`/admin/callback${query}`, cookie ? { cookie } : {}));
    expect(response.status).toBe(400);
    expectNoStore(response);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toContain('/admin/login');
    expect(setCookie(response, SESSION_COOKIE)).toBeUndefined();
    expect(setCookie(response, STATE_COOKIE)).toContain('Max-Age=0');
    expect(outbound).toEqual([]);
  });

  it('trades the code for a token, keeps it sealed in the session cookie and sends the browser to the editor', async () => {
    const state = 'state-from-login';
    const response = await call(callbackFunction, get(`/admin/callback?code=${GOOD_CODE}&state=${state}`, { cookie: `other=1; ${STATE_COOKIE}=${state}` }));
    expect(response.status).toBe(302);
    expectNoStore(response);
    expect(response.headers.get('location')).toBe(`${origin}/admin/`);

    expect(outbound).toHaveLength(1);
    const [exchange] = outbound;
    expect(exchange!.method).toBe('POST');
    expect(exchange!.url).toBe('https://github.com/login/oauth/access_token');
    expect(exchange!.headers.get('accept')).toBe('application/json');
    expect(Object.fromEntries(new URLSearchParams(exchange!.body))).toEqual({
      client_id: settings.EDITOR_GITHUB_CLIENT_ID,
      client_secret: settings.EDITOR_GITHUB_CLIENT_SECRET,
      code: GOOD_CODE,
      redirect_uri: `${origin}/admin/callback`,
    });

    const line = setCookie(response, SESSION_COOKIE)!;
    expect(line.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=28800', 'Path=/admin', 'SameSite=Strict', 'Secure']);
    const value = cookieValue(line)!;
    expect(value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(value).not.toContain(TOKEN);
    expect(atob(value.replaceAll('-', '+').replaceAll('_', '/') + '='.repeat((4 - (value.length % 4)) % 4))).not.toContain(TOKEN);
    expect(setCookie(response, STATE_COOKIE)).toContain('Max-Age=0');
  });

  it('answers 502 with GitHub’s explanation when GitHub refuses the code, and signs nobody in', async () => {
    const response = await handleEditorCallback(get('/admin/callback?code=stale&state=s', { cookie: `${STATE_COOKIE}=s` }), settings);
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('The code passed is incorrect or expired.');
    expect(setCookie(response, SESSION_COOKIE)).toBeUndefined();
  });

  it('answers 502 when GitHub cannot be reached', async () => {
    github = () => new Response('<html>unicorn</html>', { status: 503, headers: { 'content-type': 'text/html' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await handleEditorCallback(get(`/admin/callback?code=${GOOD_CODE}&state=s`, { cookie: `${STATE_COOKIE}=s` }), settings);
    expect(response.status).toBe(502);
    expect(setCookie(response, SESSION_COOKIE)).toBeUndefined();
  });

  it('does not ask for a token when the author declined at GitHub', async () => {
    const response = await handleEditorCallback(get('/admin/callback?error=access_denied&error_description=denied&state=s', { cookie: `${STATE_COOKIE}=s` }), settings);
    expect(response.status).toBe(403);
    expect(outbound).toEqual([]);
    expect(setCookie(response, SESSION_COOKIE)).toBeUndefined();
  });
});

describe('signing in, end to end through the Pages Functions', () => {
  it('the session cookie from the callback is accepted by /admin/session, and the proxy sends its token to GitHub', async () => {
    const started = await call(loginFunction, get('/admin/login'));
    const state = new URL(started.headers.get('location')!).searchParams.get('state')!;
    const stateCookie = `${STATE_COOKIE}=${cookieValue(setCookie(started, STATE_COOKIE))}`;
    const back = await call(callbackFunction, get(`/admin/callback?code=${GOOD_CODE}&state=${state}`, { cookie: stateCookie }));
    expect(back.status).toBe(302);
    const cookie = `${SESSION_COOKIE}=${cookieValue(setCookie(back, SESSION_COOKIE))}`;

    outbound = [];
    const session = await call(sessionFunction, get('/admin/session', { cookie }));
    expect(session.status).toBe(200);
    expectNoStore(session);
    expect(session.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await session.json()).toEqual({
      login: 'ada',
      name: 'Ada Okafor',
      avatarUrl: 'https://avatars.githubusercontent.com/u/1?v=4',
      repo: 'solvara/website',
      branch: 'content',
    });
    expect(outbound.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET https://api.github.com/user']);
    expect(outbound[0]!.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);

    outbound = [];
    const proxied = await call(githubFunction, get('/admin/github/git/trees/content?recursive=1', { cookie }));
    expect(proxied.status).toBe(200);
    expect(outbound).toHaveLength(1);
    expect(outbound[0]!.url).toBe(`${REPO_API}git/trees/content?recursive=1`);
    expect(outbound[0]!.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });
});

describe('GET /admin/session', () => {
  it('says who is signed in, and that the branch is main when none is set', async () => {
    const cookie = await signIn();
    const { EDITOR_GITHUB_BRANCH: _, ...withoutBranch } = settings;
    const response = await handleEditorSession(get('/admin/session', { cookie }), withoutBranch);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ login: 'ada', repo: 'solvara/website', branch: 'main' });
    const [user] = outbound;
    expect(user!.headers.get('accept')).toBe('application/vnd.github+json');
    expect(user!.headers.get('x-github-api-version')).toBe('2022-11-28');
    expect(user!.headers.get('user-agent')).toBe('solvara-editor');
  });

  it('answers 401 with where to sign in when there is no session, and asks GitHub nothing', async () => {
    const response = await call(sessionFunction, get('/admin/session'));
    expect(response.status).toBe(401);
    expectNoStore(response);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ message: expect.any(String), login: '/admin/login' });
    expect(setCookies(response)).toEqual([]);
    expect(outbound).toEqual([]);
  });

  it.each([
    ['a changed character', (value: string) => value.slice(0, 20) + (value[20] === 'A' ? 'B' : 'A') + value.slice(21)],
    ['a cut-off value', (value: string) => value.slice(0, -4)],
    ['no value', () => ''],
    ['not base64url', () => '%%%not-a-session%%%'],
  ])('treats a tampered cookie (%s) as signed out and clears it', async (_, tamper) => {
    const cookie = await signIn();
    const value = cookie.slice(SESSION_COOKIE.length + 1);
    const response = await handleEditorSession(get('/admin/session', { cookie: `${SESSION_COOKIE}=${tamper(value)}` }), settings);
    expect(response.status).toBe(401);
    expect(setCookie(response, SESSION_COOKIE)).toMatch(/^__Secure-editor-session=; Path=\/admin; Max-Age=0;/);
    expect(outbound).toEqual([]);
  });

  it('treats a cookie sealed under another session secret as signed out', async () => {
    const cookie = await signIn();
    const response = await handleEditorSession(get('/admin/session', { cookie }), { ...settings, EDITOR_SESSION_SECRET: `${SECRET}, changed` });
    expect(response.status).toBe(401);
    expect(outbound).toEqual([]);
  });

  it('accepts a session until it is 8 hours old, whatever the browser keeps', async () => {
    const signedInAt = new Date('2026-11-24T08:00:00Z');
    const cookie = await signIn(signedInAt);
    const at = (ms: number) => new Date(signedInAt.getTime() + ms);
    expect((await handleEditorSession(get('/admin/session', { cookie }), settings, at(EDITOR_LIMITS.sessionMs - 60_000))).status).toBe(200);
    const expired = await handleEditorSession(get('/admin/session', { cookie }), settings, at(EDITOR_LIMITS.sessionMs));
    expect(expired.status).toBe(401);
    expect(setCookie(expired, SESSION_COOKIE)).toContain('Max-Age=0');
    expect((await handleEditorGithub(get('/admin/github/contents/x', { cookie }), settings, at(EDITOR_LIMITS.sessionMs + 1))).status).toBe(401);
    expect(outbound).toHaveLength(1);
  });

  it('refuses a session issued ahead of the clock', async () => {
    const cookie = await signIn(new Date('2026-11-24T09:00:00Z'));
    expect((await handleEditorSession(get('/admin/session', { cookie }), settings, new Date('2026-11-24T08:00:00Z'))).status).toBe(401);
  });

  it('refuses an expired session through the Pages Function too, on the system clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
    const cookie = await signIn(new Date());
    expect((await call(sessionFunction, get('/admin/session', { cookie }))).status).toBe(200);
    vi.setSystemTime(new Date('2026-11-24T16:00:01Z'));
    expect((await call(sessionFunction, get('/admin/session', { cookie }))).status).toBe(401);
    expect((await call(githubFunction, get('/admin/github/contents/x', { cookie }))).status).toBe(401);
  });

  it('clears the cookie and answers 401 when GitHub no longer takes the token', async () => {
    const cookie = await signIn();
    github = () => new Response(JSON.stringify({ message: 'Bad credentials' }), { status: 401, headers: { 'content-type': 'application/json' } });
    const response = await handleEditorSession(get('/admin/session', { cookie }), settings);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ login: '/admin/login' });
    expect(setCookie(response, SESSION_COOKIE)).toContain('Max-Age=0');
  });
});

describe('POST /admin/logout', () => {
  it('clears the session cookie', async () => {
    const cookie = await signIn();
    const response = await call(logoutFunction, send('POST', '/admin/logout', '', { cookie }));
    expect(response.status).toBe(204);
    expectNoStore(response);
    const line = setCookie(response, SESSION_COOKIE)!;
    expect(cookieValue(line)).toBe('');
    expect(line.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=0', 'Path=/admin', 'SameSite=Strict', 'Secure']);
  });

  it.each([
    ['no Origin', {}],
    ['another site’s Origin', { origin: 'https://evil.example' }],
  ])('refuses a request with %s (403), leaving the session', async (_, headers) => {
    const response = await handleEditorLogout(new Request(`${origin}/admin/logout`, { method: 'POST', headers }), settings);
    expect(response.status).toBe(403);
    expect(setCookies(response)).toEqual([]);
  });

  it('takes POST only', async () => {
    expect((await handleEditorLogout(get('/admin/logout', { origin }), settings)).status).toBe(405);
  });
});

describe('/admin/github/<path>', () => {
  it('sends an allowed request to the configured repository with the token and GitHub’s headers, and nothing of the browser’s', async () => {
    const cookie = await signIn();
    const response = await call(githubFunction, get('/admin/github/contents/content/site%20news/faq.yaml?ref=content', { cookie, 'x-forwarded-for': '192.0.2.1' }));
    expect(response.status).toBe(200);
    expectNoStore(response);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-ratelimit-remaining')).toBe('4999');
    expect(setCookies(response)).toEqual([]);
    expect(await response.json()).toEqual({ path: 'contents/content/site%20news/faq.yaml?ref=content' });

    const [request] = outbound;
    expect(request!.method).toBe('GET');
    expect(request!.url).toBe(`${REPO_API}contents/content/site%20news/faq.yaml?ref=content`);
    expect(Object.fromEntries(request!.headers)).toEqual({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      'user-agent': 'solvara-editor',
    });
  });

  it.each([
    [404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }],
    [409, { message: 'Update is not a fast forward' }],
    [422, { message: 'Invalid request.', errors: ['sha wasn’t supplied.'] }],
    [403, { message: 'API rate limit exceeded' }],
  ])('passes GitHub’s %i and its body through', async (status, body) => {
    const cookie = await signIn();
    github = () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'set-cookie': 'x=1' } });
    const response = await handleEditorGithub(send('PATCH', '/admin/github/git/refs/heads/content', { sha: 'a'.repeat(40) }, { cookie }), settings);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(setCookies(response)).toEqual([]);
    expectNoStore(response);
  });

  it.each([
    'issues',
    'collaborators/mallory',
    'hooks',
    'actions/secrets',
    'git/refs/tags/v1',
    'git/refs',
    'git/blobs/not-a-sha',
    'git/commits/main',
    'contents',
    'contents/',
    'branches',
    '',
    'contents/..%2F..%2Fother%2Frepo%2Fcontents%2Fx',
    'contents/a%5C..%5C..%5Cx',
    'contents/%252e%252e/%252e%252e/other/repo',
    'contents//x',
    'contents/x%00y',
    'contents/a%2F..%2F..%2Fb',
    'contents/%2Fx',
    'contents/%E0%A4%A',
    'git/trees/..%2F..%2F..%2Fusers%2Fmallory',
    'branches/..%2F..%2F..%2Fother%2Frepo%2Fbranches%2Fmain',
  ])('answers 404 JSON for "%s", outside the allow-list, without asking GitHub', async (rest) => {
    const cookie = await signIn();
    const response = await handleEditorGithub(get(`/admin/github/${rest}`, { cookie }), settings);
    expect(response.status).toBe(404);
    expectNoStore(response);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ message: expect.any(String) });
    expect(outbound).toEqual([]);
  });

  it('cannot reach another repository: dot segments are resolved away from /admin/github/, and the query does not choose the repository', async () => {
    const cookie = await signIn();
    for (const path of ['/admin/github/../../repos/other/repo/contents/x', '/admin/github/contents/%2e%2e/%2E%2e/%2e%2e/%2e%2e/other/repo/contents/x', '/admin/github']) {
      expect((await handleEditorGithub(get(path, { cookie }), settings)).status).toBe(404);
    }
    expect(outbound).toEqual([]);
    await handleEditorGithub(get('/admin/github/contents/x?repo=other/repo&owner=other', { cookie }), { ...settings });
    expect(outbound.map(({ url }) => url)).toEqual([`${REPO_API}contents/x?repo=other/repo&owner=other`]);
  });

  it('takes a branch with a slash encoded whole, as the editor’s page sends it, a file path either way, and file names that need encoding', async () => {
    const cookie = await signIn();
    const env = { ...settings, EDITOR_GITHUB_BRANCH: 'content/live' };
    expect((await handleEditorGithub(get('/admin/github/branches/content%2Flive', { cookie }), env)).status).toBe(200);
    expect((await handleEditorGithub(send('PATCH', '/admin/github/git/refs/heads/content%2Flive', { sha: 'a'.repeat(40), force: false }, { cookie }), env)).status).toBe(200);
    expect((await handleEditorGithub(send('PATCH', '/admin/github/git/refs/heads/content', { sha: 'a'.repeat(40) }, { cookie }), env)).status).toBe(403);
    expect((await handleEditorGithub(get('/admin/github/contents/content%2Ffaq.yaml', { cookie }), env)).status).toBe(200);
    expect((await handleEditorGithub(get('/admin/github/contents/public/images/why%3F%20%23.png?ref=content', { cookie }), env)).status).toBe(200);
    expect(outbound.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `GET ${REPO_API}branches/content/live`,
      `PATCH ${REPO_API}git/refs/heads/content/live`,
      `GET ${REPO_API}contents/content/faq.yaml`,
      `GET ${REPO_API}contents/public/images/why%3F%20%23.png?ref=content`,
    ]);
  });

  it('answers 401 JSON without a session, and asks GitHub nothing', async () => {
    const response = await call(githubFunction, get('/admin/github/contents/x'));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: expect.any(String), login: '/admin/login' });
    expect(outbound).toEqual([]);
  });

  it('signs out (401, cookie cleared) when GitHub no longer takes the token', async () => {
    const cookie = await signIn();
    github = () => new Response(JSON.stringify({ message: 'Bad credentials' }), { status: 401, headers: { 'content-type': 'application/json' } });
    const response = await handleEditorGithub(get('/admin/github/contents/x', { cookie }), settings);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ login: '/admin/login' });
    expect(setCookie(response, SESSION_COOKIE)).toContain('Max-Age=0');
  });

  it.each([
    ['no Origin', { origin: '' }],
    ['another site’s Origin', { origin: 'https://evil.example' }],
    ['the site’s origin over http', { origin: 'http://editor.solvara.example' }],
    ['a form’s type', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['text/plain', { 'content-type': 'text/plain' }],
  ])('refuses a change with %s (403) without asking GitHub', async (_, change) => {
    const cookie = await signIn();
    const headers: Record<string, string> = { origin, 'content-type': 'application/json', cookie, ...change };
    if (!headers.origin) delete headers.origin;
    const response = await handleEditorGithub(
      new Request(`${origin}/admin/github/git/blobs`, { method: 'POST', headers, body: JSON.stringify({ content: 'x', encoding: 'utf-8' }) }),
      settings,
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(outbound).toEqual([]);
  });

  it.each([
    ['another branch', { message: 'Edit', content: 'eA==', branch: 'main' }],
    ['no branch (GitHub’s default)', { message: 'Edit', content: 'eA==' }],
  ])('refuses PUT contents/x to %s (403)', async (_, body) => {
    const cookie = await signIn();
    const response = await handleEditorGithub(send('PUT', '/admin/github/contents/x', body, { cookie }), settings);
    expect(response.status).toBe(403);
    expect(outbound).toEqual([]);
  });

  it('sends PUT contents/x to the configured branch on, with its body as it came', async () => {
    const cookie = await signIn();
    const body = JSON.stringify({ message: 'Edit the FAQ', content: 'eA==', branch: 'content', sha: 'b'.repeat(40) });
    const response = await handleEditorGithub(send('PUT', '/admin/github/contents/content/faq.yaml', body, { cookie }), settings);
    expect(response.status).toBe(200);
    expect(outbound).toHaveLength(1);
    expect(outbound[0]).toMatchObject({ method: 'PUT', url: `${REPO_API}contents/content/faq.yaml`, body });
    expect(outbound[0]!.headers.get('content-type')).toBe('application/json');
  });

  it('moves the configured branch only, and never by force', async () => {
    const cookie = await signIn();
    const sha = 'c'.repeat(40);
    expect((await handleEditorGithub(send('PATCH', '/admin/github/git/refs/heads/main', { sha }, { cookie }), settings)).status).toBe(403);
    expect((await handleEditorGithub(send('PATCH', '/admin/github/git/refs/heads/content/extra', { sha }, { cookie }), settings)).status).toBe(403);
    expect((await handleEditorGithub(send('PATCH', '/admin/github/git/refs/heads/content', { sha, force: true }, { cookie }), settings)).status).toBe(403);
    expect(outbound).toEqual([]);
    expect((await handleEditorGithub(send('PATCH', '/admin/github/git/refs/heads/content', { sha, force: false }, { cookie }), settings)).status).toBe(200);
    expect(outbound.map(({ method, url }) => `${method} ${url}`)).toEqual([`PATCH ${REPO_API}git/refs/heads/content`]);
  });

  it('builds a commit with POST git/blobs, git/trees and git/commits', async () => {
    const cookie = await signIn();
    for (const [path, body] of [
      ['git/blobs', { content: 'eA==', encoding: 'base64' }],
      ['git/trees', { base_tree: 'd'.repeat(40), tree: [] }],
      ['git/commits', { message: 'Edit', tree: 'e'.repeat(40), parents: ['f'.repeat(40)] }],
    ] as const) {
      expect((await handleEditorGithub(send('POST', `/admin/github/${path}`, body, { cookie }), settings)).status).toBe(200);
    }
    expect(outbound.map(({ method, url }) => `${method} ${url}`)).toEqual(['git/blobs', 'git/trees', 'git/commits'].map((path) => `POST ${REPO_API}${path}`));
  });

  it.each([
    ['DELETE', 'contents/x'],
    ['POST', 'contents/x'],
    ['PUT', 'git/refs/heads/content'],
    ['POST', 'git/trees/content'],
    ['HEAD', 'contents/x'],
  ])('refuses %s %s (405)', async (method, rest) => {
    const cookie = await signIn();
    const response = await handleEditorGithub(
      new Request(`${origin}/admin/github/${rest}`, { method, headers: { origin, cookie, 'content-type': 'application/json' } }),
      settings,
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBeTruthy();
    expect(outbound).toEqual([]);
  });

  it('refuses a body over 15 MB (413)', async () => {
    const cookie = await signIn();
    const body = JSON.stringify({ content: 'A'.repeat(EDITOR_LIMITS.bodyBytes), encoding: 'base64' });
    const response = await handleEditorGithub(send('POST', '/admin/github/git/blobs', body, { cookie }), settings);
    expect(response.status).toBe(413);
    expect(outbound).toEqual([]);
  });

  it('refuses a streamed body that grows past 15 MB without saying its length (413)', async () => {
    const cookie = await signIn();
    const chunk = new Uint8Array(1024 * 1024).fill(65);
    let sentChunks = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sentChunks++ > 16) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request(`${origin}/admin/github/git/blobs`, {
      method: 'POST',
      headers: { origin, cookie, 'content-type': 'application/json' },
      body: stream,
    });
    expect(request.headers.get('content-length')).toBeNull();
    const response = await handleEditorGithub(request, settings);
    expect(response.status).toBe(413);
    expect(outbound).toEqual([]);
  });
});
