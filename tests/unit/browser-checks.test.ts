import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserCheckAliases } from '../../scripts/admin/browser-checks.ts';
import { compileContent } from '../../scripts/content/compile.ts';
import { formatContentError } from '../../scripts/content/errors.ts';
import { checkInputs, createContentChecker, snapshotFiles, type WorkerAnswer, type WorkerRequest } from '../../src/admin/github/content-check.ts';

/*
 * The production editor checks content in the browser (src/admin/github/content-check.ts): the content build's own
 * modules, with Node's file system swapped for an in-memory copy of the repository that holds the bytes of
 * checkInputs' files and every other file of the tree empty. These tests prove that copy is enough: the checks run
 * through the same in-memory modules the editor's build aliases Node's built-ins to, and say exactly what the
 * content build says on disk. And that the worker bundles for the browser, and runs there with no Node at all.
 */

const root = path.join(import.meta.dirname, '..', '..');
const shims = path.join(root, 'src', 'admin', 'github', 'node-shims');
const SNAPSHOT_ROOT = '/repo';

/** The files a clone has, as the repository's tree lists them: tracked and new, never ignored ones. */
function treePaths(): string[] {
  const listing = execFileSync('git', ['-c', `safe.directory=${root}`, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listing.split('\0').filter(Boolean))].filter((file) => existsSync(path.join(root, file))).sort();
}

/** The copy the editor would load: checkInputs' files with their bytes, every other file empty. */
function snapshot(): Map<string, Uint8Array> {
  const paths = treePaths();
  const fetched = new Map(checkInputs(paths).map((file) => [file, new Uint8Array(readFileSync(path.join(root, file)))]));
  return snapshotFiles(paths, fetched);
}

type Core = typeof import('../../src/admin/github/content-check-core.ts');

/** The worker's core, its content modules reading Node's built-ins through the browser's replacements. */
async function browserCore(): Promise<Core> {
  vi.resetModules();
  vi.doMock('node:fs', () => import(path.join(shims, 'fs.ts')));
  vi.doMock('node:fs/promises', () => import(path.join(shims, 'fs-promises.ts')));
  vi.doMock('node:path', () => import('pathe'));
  vi.doMock('node:util', () => import(path.join(shims, 'util.ts')));
  try {
    return await import('../../src/admin/github/content-check-core.ts');
  } finally {
    for (const name of ['node:fs', 'node:fs/promises', 'node:path', 'node:util']) vi.doUnmock(name);
  }
}

/** What the development server's editor answers for these files as saved: the content build on disk. */
async function onDisk(overrides: ReadonlyMap<string, string>) {
  const { errors } = await compileContent({ root, overrides, checkOnly: true });
  return errors.map((error) => ({ ...error, text: formatContentError(error) }));
}

const textOf = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** A file with one text replaced; fails when the text is not there, so a case cannot quietly stop testing. */
function edited(file: string, from: string | RegExp, to: string): [string, string] {
  const text = textOf(file);
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`${file} no longer contains ${from}: choose another text for this case`);
  return [file, changed];
}

const cases: Array<{ name: string; overrides: Array<[string, string]>; expected: Array<{ file: string; pointer: string; message: RegExp }> }> = [
  {
    name: 'an empty required field',
    overrides: [edited('content/faq.yaml', 'question: What is your refund policy?', 'question: ""')],
    expected: [{ file: 'content/faq.yaml', pointer: '/items/0/question', message: /^must not be empty$/ }],
  },
  {
    name: 'a link to a page that does not exist',
    overrides: [edited('content/home.yaml', 'href: /contact-us-and-support/general-inquiry', 'href: /contact-us-and-support/no-such-page')],
    expected: [{ file: 'content/home.yaml', pointer: '/hero/primary/href', message: /^links to \/contact-us-and-support\/no-such-page, which is not a page of this site/ }],
  },
  {
    name: 'a picture that does not exist',
    overrides: [edited('content/home.yaml', 'src: /images/hero-grid.svg', 'src: /images/hero-grids.svg')],
    expected: [{ file: 'content/home.yaml', pointer: '/hero/image/src', message: /^points at \/images\/hero-grids\.svg, which does not exist in public\/ or art\/ \(nearest: \/images\/hero-grid\.svg\)$/ }],
  },
  {
    name: "a Markdown body's link and picture that lead nowhere",
    overrides: [
      edited(
        'content/resources/site-demand-solar-weather-sample.md',
        '## What is in it\n',
        '## What is in it\n\nSee [the sample](/research-and-resources/no-such-page) and ![A chart](/images/no-such-chart.svg).\n',
      ),
    ],
    expected: [
      { file: 'content/resources/site-demand-solar-weather-sample.md', pointer: '(body)', message: /^the link \/research-and-resources\/no-such-page goes to no page or file of this site$/ },
      { file: 'content/resources/site-demand-solar-weather-sample.md', pointer: '(body)', message: /^the picture \/images\/no-such-chart\.svg is not in public\/ or art\/$/ },
    ],
  },
  {
    name: "a dataset's columns that are not its file's, and its script that is not in the repository",
    overrides: [
      edited(
        'content/resources/site-demand-solar-weather-sample.md',
        /madeBy: scripts\/data\/site-demand-solar-weather-sample\.ts\n([\s\S]*?)  - name: site_id/,
        'madeBy: scripts/data/no-such-script.ts\n$1  - name: site',
      ),
    ],
    expected: [
      { file: 'content/resources/site-demand-solar-weather-sample.md', pointer: '/madeBy', message: /^scripts\/data\/no-such-script\.ts is not a file of the repository/ },
      { file: 'content/resources/site-demand-solar-weather-sample.md', pointer: '/columns', message: /^must list the file's columns in its order: timestamp, site_id, / },
    ],
  },
  {
    name: 'a form endpoint no function takes a POST at',
    overrides: [edited('content/forms.yaml', 'endpoint: /api/forms', 'endpoint: /api/form')],
    expected: [{ file: 'content/forms.yaml', pointer: '/endpoint', message: /^\/api\/form is not served by any function in functions\/ \(functions\/api\/forms\.ts serves \/api\/forms\)/ }],
  },
];

describe('the content check in the browser editor', () => {
  let core: Core;

  beforeAll(async () => {
    core = await browserCore();
    core.loadFiles(SNAPSHOT_ROOT, snapshot());
  });

  it('fetches only what the checks read', () => {
    const paths = treePaths();
    const inputs = checkInputs(paths);
    expect(inputs.filter((file) => file.startsWith('content/'))).toEqual(paths.filter((file) => file.startsWith('content/')));
    expect(inputs).toEqual(expect.arrayContaining(['functions/api/forms.ts', 'public/data/site-demand-solar-weather-sample.csv', 'art/images/logo.svg']));
    // Their names are what counts: the routes are pages, the pictures and videos what content may point at.
    expect(inputs.filter((file) => /^src\/|^public\/media\/|^public\/images\/partners\/|\.(png|jpe?g|webp|avif|mp4|webm)$/.test(file))).toEqual([]);
    expect(inputs.every((file) => /^(content|art|functions|public)\//.test(file))).toBe(true);
  });

  it('finds nothing wrong with the repository as it is, and gives the site index the build writes', async () => {
    const result = await core.checkFiles(SNAPSHOT_ROOT, []);
    expect(result.errors).toEqual(await onDisk(new Map()));
    expect(result.errors).toEqual([]);
    expect(result.siteIndex).toBe(textOf('content/schemas/site-index.generated.json'));
  });

  for (const { name, overrides, expected } of cases) {
    it(`says what the build says on disk for ${name}`, async () => {
      const inBrowser = await core.checkFiles(SNAPSHOT_ROOT, overrides);
      expect(inBrowser.errors).toEqual(await onDisk(new Map(overrides)));
      expect(inBrowser.siteIndex).toBeUndefined();
      expect(inBrowser.errors).toEqual(expected.map(({ file, pointer, message }) => expect.objectContaining({ file, pointer, message: expect.stringMatching(message) })));
    });
  }

  it('checks a picture about to be uploaded, for that check only', async () => {
    const picture = 'public/images/brand-coloured.svg';
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0B6E4F"/></svg>\n';
    const uploading = await core.checkFiles(SNAPSHOT_ROOT, [], [[picture, new TextEncoder().encode(svg)]]);
    expect(uploading.errors.map((error) => error.text)).toEqual([
      `${picture}:1:${svg.indexOf('#0B6E4F') + 1} (colour) #0B6E4F is the brand colour primary written out: move this file to art/images/brand-coloured.svg and write {{primary}} there, so it follows src/styles/palette.ts`,
    ]);
    expect((await core.checkFiles(SNAPSHOT_ROOT, [])).errors).toEqual([]);
  });

  it('lists a picture that was added in the site index', async () => {
    const picture = 'public/images/added-picture.png';
    const added = await core.checkFiles(SNAPSHOT_ROOT, [], [[picture, new Uint8Array(0)]]);
    expect(added.errors).toEqual([]);
    expect(added.siteIndex).toContain('"/images/added-picture.png"');
    core.addFiles(SNAPSHOT_ROOT, [[picture, new Uint8Array(0)]]);
    expect((await core.checkFiles(SNAPSHOT_ROOT, [])).siteIndex).toContain('"/images/added-picture.png"');
  });
});

describe('the content check worker, bundled for the browser', () => {
  let outDir: string;
  let scripts: Map<string, string>;
  let workerScript: string;

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'content-check-worker-'));
    const { build } = await import('vite');
    // As the editor's build makes it: the page's module starts the worker (new Worker(new URL(…))), Vite bundles the
    // worker with the same aliases, as an ES module (vite.config.ts `worker`).
    await build({
      configFile: false,
      root,
      publicDir: false,
      logLevel: 'silent',
      resolve: { alias: browserCheckAliases },
      worker: { format: 'es' },
      // The page's module as its own entry, kept whole: the editor imports what it exports.
      build: { outDir, rolldownOptions: { input: path.join(root, 'src', 'admin', 'github', 'content-check.ts'), preserveEntrySignatures: 'exports-only' } },
    });
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    scripts = new Map(files.map((file) => [file, readFileSync(path.join(outDir, file), 'utf8')]));
    const worker = files.find((file) => /content-check\.worker-[\w-]+\.js$/.test(file));
    expect(worker, `a worker among ${files.join(', ')}`).toBeDefined();
    workerScript = scripts.get(worker!)!;
  }, 60_000);

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('imports no Node module, and leaves the checks out of the page', () => {
    const builtins = new Set(['fs', 'fs/promises', 'path', 'util', 'buffer', 'events', 'stream', 'stream/web', 'url', 'process', 'crypto', 'os', 'module']);
    for (const [file, code] of scripts) {
      const imported = [...code.matchAll(/\bimport\s*(?:[^'"`()]*\bfrom\s*)?\(?\s*['"`]([^'"`]+)['"`]|\brequire\(\s*['"`]([^'"`]+)['"`]\s*\)/g)].map((match) => (match[1] ?? match[2])!);
      expect(imported.filter((specifier) => specifier.startsWith('node:') || builtins.has(specifier)), file).toEqual([]);
      expect(code.match(/['"`]node:[a-z_/]+['"`]|__vite-browser-external[^'"`]*/g) ?? [], file).toEqual([]);
    }
    const page = [...scripts].find(([file]) => /content-check-[\w-]+\.js$/.test(file) && !file.includes('.worker'));
    expect(page?.[1]).toContain('new Worker(');
    expect(page![1].length).toBeLessThan(5_000);
  });

  it('runs with nothing but a worker\'s globals, and says what the build says on disk', async () => {
    const answers: WorkerAnswer[] = [];
    let listener: ((event: { data: unknown }) => void) | undefined;
    const worker = {
      addEventListener: (type: string, handler: (event: { data: unknown }) => void) => {
        if (type === 'message') listener = handler;
      },
      postMessage: (message: WorkerAnswer) => answers.push(structuredClone(message)),
    };
    // What a dedicated worker has that the bundle might use; no process, Buffer, require or module.
    const context = vm.createContext({
      self: worker,
      console,
      URL,
      URLSearchParams,
      TextEncoder,
      TextDecoder,
      queueMicrotask,
      setTimeout,
      clearTimeout,
      structuredClone,
      atob,
      btoa,
      WritableStream,
      ReadableStream,
    });
    // The worker is an ES module only for the chunks it loads on demand, which the check never does: what it exports
    // to them aside, it runs as a script (a static import or import.meta left in it would not parse).
    const exportsToItsChunks = /export\s*\{[^{}]*\};?\s*$/;
    vm.runInContext(workerScript.replace(exportsToItsChunks, ''), context, { filename: 'content-check.worker.js' });
    expect(listener).toBeDefined();
    // As postMessage delivers it: the bytes made in the worker's own realm.
    const deliver = vm.runInContext('(request) => ({ data: { ...request, files: request.files?.map(([file, bytes]) => [file, Uint8Array.from(bytes)]) } })', context) as (
      request: unknown,
    ) => { data: unknown };
    const send = (request: WorkerRequest) => listener!(deliver({ ...request, ...('files' in request && request.files ? { files: request.files.map(([file, bytes]) => [file, [...bytes]]) } : {}) }));
    const answered = async (id: number) => {
      await vi.waitFor(() => expect(answers.some((answer) => answer.id === id)).toBe(true), { timeout: 30_000, interval: 20 });
      return answers.find((answer) => answer.id === id)!;
    };

    send({ type: 'load', root: SNAPSHOT_ROOT, files: [...snapshot()] });
    send({ type: 'check', id: 1, overrides: [] });
    const overrides = cases[1]!.overrides;
    send({ type: 'check', id: 2, overrides });
    expect(await answered(1)).toEqual({ type: 'checked', id: 1, errors: [], siteIndex: textOf('content/schemas/site-index.generated.json') });
    expect(await answered(2)).toEqual({ type: 'checked', id: 2, errors: await onDisk(new Map(overrides)) });
  }, 60_000);
});

describe('the content checker on the page', () => {
  /** A stand-in for the worker: it keeps what the page sends, and answers as the test says. */
  class FakeWorker extends EventTarget {
    static started: FakeWorker[] = [];
    readonly sent: WorkerRequest[] = [];
    terminated = false;
    constructor(
      readonly url: URL,
      readonly options: WorkerOptions,
    ) {
      super();
      FakeWorker.started.push(this);
    }
    postMessage(request: WorkerRequest) {
      this.sent.push(structuredClone(request));
    }
    terminate() {
      this.terminated = true;
    }
    answer(answer: WorkerAnswer) {
      this.dispatchEvent(new MessageEvent('message', { data: answer }));
    }
  }

  beforeAll(() => {
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('starts the module worker with the files, and matches each answer to its check', async () => {
    const files = new Map([['content/faq.yaml', new Uint8Array([1, 2])]]);
    const checker = createContentChecker(files);
    const worker = FakeWorker.started.at(-1)!;
    expect(worker.url.pathname).toMatch(/\/src\/admin\/github\/content-check\.worker\.ts$/);
    expect(worker.options).toEqual({ type: 'module' });
    expect(worker.sent).toEqual([{ type: 'load', root: SNAPSHOT_ROOT, files: [['content/faq.yaml', new Uint8Array([1, 2])]] }]);

    const first = checker.check(new Map([['content/faq.yaml', 'items: []']]));
    const second = checker.check(new Map(), [['public/images/x.png', new Uint8Array([3])]]);
    checker.add([['public/images/y.png', new Uint8Array([4])]]);
    checker.reload(new Map([['content/faq.yaml', new Uint8Array([5])]]));
    expect(worker.sent.slice(1)).toEqual([
      { type: 'check', id: 1, overrides: [['content/faq.yaml', 'items: []']], files: [] },
      { type: 'check', id: 2, overrides: [], files: [['public/images/x.png', new Uint8Array([3])]] },
      { type: 'add', files: [['public/images/y.png', new Uint8Array([4])]] },
      { type: 'load', root: SNAPSHOT_ROOT, files: [['content/faq.yaml', new Uint8Array([5])]] },
    ]);
    const error = { file: 'content/faq.yaml', line: 1, col: 1, pointer: '/', message: 'wrong', text: 'content/faq.yaml:1:1 / wrong' };
    worker.answer({ type: 'checked', id: 2, errors: [], siteIndex: '{}' });
    worker.answer({ type: 'checked', id: 1, errors: [error] });
    await expect(second).resolves.toEqual({ errors: [], siteIndex: '{}' });
    await expect(first).resolves.toEqual({ errors: [error] });
  });

  it('fails a check the worker could not do, and every check once it cannot start', async () => {
    const checker = createContentChecker(new Map());
    const worker = FakeWorker.started.at(-1)!;
    const failed = checker.check(new Map());
    worker.answer({ type: 'failed', id: 1, message: 'it broke' });
    await expect(failed).rejects.toThrow('it broke');

    const stranded = checker.check(new Map());
    worker.dispatchEvent(Object.assign(new Event('error'), { message: 'Uncaught SyntaxError' }));
    await expect(stranded).rejects.toThrow('the content check stopped: Uncaught SyntaxError');
    await expect(checker.check(new Map())).rejects.toThrow('the content check stopped: Uncaught SyntaxError');
  });

  it('fails every check once it is disposed of', async () => {
    const checker = createContentChecker(new Map());
    const worker = FakeWorker.started.at(-1)!;
    const disposed = checker.check(new Map());
    checker.dispose();
    expect(worker.terminated).toBe(true);
    await expect(disposed).rejects.toThrow('the content check was stopped');
    await expect(checker.check(new Map())).rejects.toThrow('the content check was stopped');
  });
});
