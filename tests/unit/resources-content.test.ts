import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileContent, formatContentError } from '../../scripts/content';

/*
 * The research library's entries (content/resources/*.md) through the content build, on a copy of this project's
 * own content: a mistake in an entry's front matter or body stops the build at its line, in the author's words.
 */

const repoRoot = path.join(import.meta.dirname, '..', '..');
const copies: string[] = [];

afterEach(async () => {
  await Promise.all(copies.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A copy of content/ beside links to the project's routes, public/, art/ and functions/ (read, never written). */
async function projectCopy(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'resources-test-'));
  copies.push(root);
  await cp(path.join(repoRoot, 'content'), path.join(root, 'content'), { recursive: true });
  await cp(path.join(repoRoot, 'scripts'), path.join(root, 'scripts'), { recursive: true, filter: (source) => !source.includes('node_modules') });
  for (const linked of ['public', 'art', 'functions']) await symlink(path.join(repoRoot, linked), path.join(root, linked));
  return root;
}

async function errorsWith(files: Record<string, string>): Promise<string[]> {
  const root = await projectCopy();
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(root, 'content', 'resources', name), text);
  const { errors } = await compileContent({ root, routesDir: path.join(repoRoot, 'src', 'routes') });
  return errors.map(formatContentError);
}

const article = (frontMatter: string, body: string) =>
  `---\ntype: article\ntitle: A test article\nsummary: What it says.\npublished: 2026-01-05\nproducts: [energy-management-system]\n${frontMatter}---\n\n${body}`;

// Each case builds the whole content of a copy of the project: seconds on a busy two-core machine.
describe('research library entries', { timeout: 30_000 }, () => {
  it('accepts the library as it is', async () => {
    expect(await errorsWith({})).toEqual([]);
  });

  it('reports a front matter mistake at its line in the Markdown file', async () => {
    const errors = await errorsWith({ 'test-entry.md': article('author: daniel-reyes\ntopics: [forecasting]\nreadingTime: 5\n', '## Heading\n\nText.\n') });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^content\/resources\/test-entry\.md:9:1 /);
  });

  it('reports a product or an author that does not exist, with the nearest', async () => {
    const errors = await errorsWith({ 'test-entry.md': article('author: daniel-reye\ntopics: [forecasting]\n', '## Heading\n\nText.\n').replace('[energy-management-system]', '[energy-managment-system]') });
    expect(errors).toEqual([
      'content/resources/test-entry.md:6:12 /products/0 "energy-managment-system" is not a product: the name of a file in content/products/ (nearest: energy-management-system)',
      'content/resources/test-entry.md:7:9 /author "daniel-reye" is not a person of content/team.yaml (the director\'s id, or a person card\'s id) (nearest: daniel-reyes)',
    ]);
  });

  it('reports a body that links to no page, shows a missing or unnamed picture, holds HTML or skips a heading level, at each line', async () => {
    const body = ['## One', '', '#### Three', '', 'See [this](/no-such-page).', '', '![](/images/logo.svg)', '', '<b>bold</b>', ''].join('\n');
    const errors = await errorsWith({ 'test-entry.md': article('author: daniel-reyes\ntopics: [forecasting]\n', body) });
    expect(errors.map((error) => error.replace(/ \(body\) .*$/, ''))).toEqual([
      'content/resources/test-entry.md:13:1',
      'content/resources/test-entry.md:15:5',
      'content/resources/test-entry.md:17:1',
      'content/resources/test-entry.md:19:1',
      'content/resources/test-entry.md:19:8',
    ]);
  });

  it("reports a dataset whose columns are not its file's, or whose script is not in the repository", async () => {
    const root = await projectCopy();
    const file = path.join(root, 'content', 'resources', 'site-demand-solar-weather-sample.md');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace(/madeBy: \S+/, 'madeBy: scripts/data/no-such-script.ts').replace(/(columns:\n  - name: )(\S+)/, '$1renamed'));
    const { errors } = await compileContent({ root, routesDir: path.join(repoRoot, 'src', 'routes') });
    const messages = errors.map(formatContentError).map((error) => error.replace(/^\S+ /, ''));
    expect(messages.some((message) => message.startsWith('/madeBy scripts/data/no-such-script.ts is not a file of the repository'))).toBe(true);
    expect(messages.some((message) => message.startsWith("/columns must list the file's columns in its order"))).toBe(true);
  });

  it('reports a file without front matter', async () => {
    expect(await errorsWith({ 'test-entry.md': '# Just text\n' })).toEqual([
      'content/resources/test-entry.md:1:1 (front matter) an entry starts with its fields between two lines of ---, then its text',
    ]);
  });
});
