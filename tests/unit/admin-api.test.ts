import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '../../scripts/admin/api.ts';

/* The content editor's server side on the content build's fixture project: what it reads, checks, writes and refuses. */

const base = path.join(import.meta.dirname, '..', 'fixtures', 'content', 'base');
let root = '';
let server: Server;
let origin = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'admin-api-'));
  await cp(base, root, { recursive: true });
  const api = adminApi(root);
  server = createServer((request, response) => void api(request, response, () => response.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

const save = (body: unknown, headers: Record<string, string> = { Origin: origin }) =>
  fetch(`${origin}/admin/api/save`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('the content editor’s server side', () => {
  it('lists the content files with their schema and the page that shows them', async () => {
    const files = (await (await fetch(`${origin}/admin/api/files`)).json()) as Array<{ name: string; schema: string }>;
    expect(files.map((file) => file.name)).toEqual(['faq', 'pages', 'products/alpha', 'products/beta', 'redirects', 'team']);
    expect(files.find((file) => file.name === 'products/alpha')).toMatchObject({ file: 'content/products/alpha.yaml', schema: 'product' });
  });

  it('writes a valid change, rewriting only its line', async () => {
    const before = await readFile(path.join(root, 'content', 'faq.yaml'), 'utf8');
    const { data } = (await (await fetch(`${origin}/admin/api/file?name=faq`)).json()) as { data: { heading: string } };
    const response = await save({ name: 'faq', data: { ...data, heading: 'Questions, answered' } });
    expect(await response.json()).toEqual({ errors: [], saved: true });
    expect(await readFile(path.join(root, 'content', 'faq.yaml'), 'utf8')).toBe(before.replace('heading: Frequently asked questions', 'heading: Questions, answered'));
  });

  it("refuses an invalid one with the content build's messages, and writes nothing", async () => {
    const before = await readFile(path.join(root, 'content', 'faq.yaml'), 'utf8');
    const { data } = (await (await fetch(`${origin}/admin/api/file?name=faq`)).json()) as { data: { heading: string } };
    const answer = (await (await save({ name: 'faq', data: { ...data, heading: 42 } })).json()) as { saved: boolean; errors: Array<{ pointer: string; text: string }> };
    expect(answer.saved).toBe(false);
    expect(answer.errors.map((error) => error.text)).toEqual(['content/faq.yaml:2:10 /heading must be text (got the number 42)']);
    expect(await readFile(path.join(root, 'content', 'faq.yaml'), 'utf8')).toBe(before);
  });

  it('changes nothing for another origin, another host name, or a body that is not JSON', async () => {
    const before = await readFile(path.join(root, 'content', 'faq.yaml'), 'utf8');
    expect((await save({ name: 'faq', data: {} }, { Origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await save({ name: 'faq', data: {} }, {})).status).toBe(403);
    // fetch keeps the Host header to itself: a request by hand, as a page on a rebound name would send it.
    const rebound = await new Promise<number>((resolve, reject) =>
      request(`${origin}/admin/api/files`, { headers: { Host: 'rebound.example' } }, (response) => resolve(response.statusCode ?? 0))
        .on('error', reject)
        .end(),
    );
    expect(rebound).toBe(403);
    const form = await fetch(`${origin}/admin/api/save`, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'text/plain' }, body: 'name=faq' });
    expect(form.status).toBe(415);
    expect((await save({ name: '../package', data: {} })).status).toBe(400);
    expect(await readFile(path.join(root, 'content', 'faq.yaml'), 'utf8')).toBe(before);
  });
});
