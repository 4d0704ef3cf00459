import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createServer, type ErrorPayload, type ViteDevServer } from 'vite';
import { afterEach, expect, it, vi } from 'vitest';
import { contentPlugin } from '../../scripts/content/vite-plugin.ts';

const base = path.join(import.meta.dirname, '..', 'fixtures', 'content', 'base');
let server: ViteDevServer | undefined;
let root: string | undefined;

afterEach(async () => {
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

async function devServer() {
  root = await mkdtemp(path.join(os.tmpdir(), 'content-dev-'));
  await cp(base, root, { recursive: true });
  server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    plugins: [contentPlugin()],
    server: { middlewareMode: true, watch: { usePolling: true, interval: 50 } },
  });
  // buildStart runs when the dev server's plugin container starts.
  await server.pluginContainer.buildStart({});
  return { server, root };
}

it('npm run dev rebuilds the content modules when a YAML file changes', async () => {
  const { root } = await devServer();
  const generated = path.join(root, 'src', 'content', 'faq.ts');
  await vi.waitFor(async () => expect(await readFile(generated, 'utf8')).toContain('Frequently asked questions'));

  const faq = path.join(root, 'content', 'faq.yaml');
  await writeFile(faq, (await readFile(faq, 'utf8')).replace('heading: Frequently asked questions', 'heading: Questions, answered'));
  await vi.waitFor(async () => expect(await readFile(generated, 'utf8')).toContain('Questions, answered'), { timeout: 10_000 });
});

it("npm run dev rebuilds the content modules when a collection's entry changes (content/products/)", async () => {
  const { root } = await devServer();
  const generated = path.join(root, 'src', 'content', 'products.ts');
  await vi.waitFor(async () => expect(await readFile(generated, 'utf8')).toContain('"Alpha"'));

  const alpha = path.join(root, 'content', 'products', 'alpha.yaml');
  await writeFile(alpha, (await readFile(alpha, 'utf8')).replace('name: Alpha', 'name: Alpha Prime'));
  await vi.waitFor(async () => expect(await readFile(generated, 'utf8')).toContain('"Alpha Prime"'), { timeout: 10_000 });
});

it("npm run dev rebuilds the content when a collection's Markdown entry is added (content/resources/)", async () => {
  const { server, root } = await devServer();
  const generated = path.join(root, 'src', 'content', 'faq.ts');
  await vi.waitFor(async () => expect(await readFile(generated, 'utf8')).toContain('Frequently asked questions'));
  const sent = vi.spyOn(server.ws, 'send');

  // This project has no schema for the research library: the build that the new file starts says so.
  await mkdir(path.join(root, 'content', 'resources'), { recursive: true });
  await writeFile(path.join(root, 'content', 'resources', 'a-new-entry.md'), '---\ntype: article\n---\n\nText.\n');
  await vi.waitFor(() => expect(sent).toHaveBeenCalledWith(expect.objectContaining({ type: 'error' })), { timeout: 10_000 });
  const payload = (sent.mock.calls as unknown[][]).flat().find((message): message is ErrorPayload => (message as { type?: unknown })?.type === 'error');
  expect(payload?.err.message).toContain('content/resources/a-new-entry.md');
});

it('npm run dev shows a content mistake in the error overlay and keeps the last good modules', async () => {
  const { server, root } = await devServer();
  const generated = path.join(root, 'src', 'content', 'faq.ts');
  await vi.waitFor(async () => expect(await readFile(generated, 'utf8')).toContain('Frequently asked questions'));
  const sent = vi.spyOn(server.ws, 'send');

  const faq = path.join(root, 'content', 'faq.yaml');
  await writeFile(faq, (await readFile(faq, 'utf8')).replace('heading: Frequently asked questions', 'heading: 42'));
  await vi.waitFor(() => expect(sent).toHaveBeenCalledWith(expect.objectContaining({ type: 'error' })), { timeout: 10_000 });

  const isError = (message: unknown): message is ErrorPayload =>
    typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'error';
  const payload = (sent.mock.calls as unknown[][]).flat().find(isError);
  expect(payload?.err.message).toMatchInlineSnapshot(`
    "content/faq.yaml:2:10 /heading must be text (got the number 42)
    1 content error in 1 file"
  `);
  expect(await readFile(generated, 'utf8')).toContain('Frequently asked questions');
});
