import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type Ajv2020 from 'ajv/dist/2020.js';
import { ART_DIR, checkArt, listArt } from './art.ts';
import { sortContentErrors, type ContentError } from './errors.ts';
import { checkCaseStudyPicks, checkFormerAddresses, checkFormsEndpoint, checkPages, checkRedirects, readFormerAddresses, readRedirects } from './cross-checks.ts';
import { createContentAjv, pathOf, type LinkTargets } from './formats.ts';
import { explainAjvErrors, type Problem } from './messages.ts';
import { locate, parsePointer, parseSource, positionAt, type SourceDocument } from './positions.ts';
import { listFiles, readFunctionRoutes, readRoutes } from './routes.ts';
import { firstSyntaxProblem } from './syntax.ts';
import {
  checkSchemaRules,
  DRAFT_2020_12,
  findKey,
  loadSchemas,
  isSchemaObject,
  pascalCase,
  resolveRef,
  schemaAt,
  SCHEMA_SUFFIX,
  toProjectPath,
  type LoadedSchema,
} from './schemas.ts';
import { generateTypes, TYPES_MODULE } from './typegen.ts';
import type { EditorFile } from './editor-schemas.ts';
import { COLLECTIONS, expandRoutes, SLUG_PATTERN, type Collection } from './collections.ts';
import { compileBody, splitFrontMatter, type CompiledBody } from './markdown.ts';
import { checkResource, pictureSize } from './resource-checks.ts';
import { collectIdLists, SITE_INDEX_FILE, siteIndexForBuild, siteIndexText, type IdList } from './site-index.ts';

export interface ContentOptions {
  /** The project root, holding content/, content/schemas/, public/, art/ and src/routes/. */
  root: string;
  /** Where the file routes are; defaults to `<root>/src/routes`. */
  routesDir?: string;
  /** Where the static files are; defaults to `<root>/public`. */
  publicDir?: string;
  /** Where the drawings in the brand's colours are, served beside public/'s files; defaults to `<root>/art`. */
  artDir?: string;
  /** Where the Cloudflare Pages Functions are (the forms' endpoint must be one of theirs); defaults to `<root>/functions`. */
  functionsDir?: string;
  /**
   * Content files to check as if they were on disk, by their path from the root (`content/faq.yaml`): the browser
   * editor's unsaved files, new ones included.
   */
  overrides?: ReadonlyMap<string, string>;
  /** Only check: stop before the types and modules are generated. */
  checkOnly?: boolean;
}

/** A module for `src/content/`, held in memory until it is written. */
export interface GeneratedFile {
  /** File name inside `src/content/`, e.g. `site.ts`. */
  name: string;
  contents: string;
}

export interface ContentResult {
  /** Every problem in every file, sorted by file, line and column. */
  errors: ContentError[];
  /** The modules for `src/content/`; empty whenever there is an error. */
  files: GeneratedFile[];
  /** The names of the content files that were read, e.g. `site` for `content/site.yaml`, `products/x` for an entry. */
  contentNames: string[];
  /**
   * The site index, the schemas that need editor additions and the browser editor's forms; empty whenever there is
   * an error.
   */
  editorFiles: EditorFile[];
  /**
   * The site index as `npm run content` writes it (content/schemas/site-index.generated.json), whenever there is no
   * error, a check's included: the browser editor commits it with a save that changes it.
   */
  siteIndex?: string;
}

interface ContentFile {
  /** `site` for `content/site.yaml`; `products/market-intelligence` for an entry of a collection. */
  name: string;
  /** The schema it follows: its own name, or its collection's schema. */
  schemaName: string;
  /** For an entry of a collection: the collection and the entry's slug. */
  entry?: { collection: Collection; slug: string };
  file: string;
  source: SourceDocument;
  data: unknown;
  /** False when the file could not be read as YAML, so there is nothing to validate. */
  parsed: boolean;
  /** A Markdown entry's body and the line it starts on; compiled once its front matter is valid. */
  body?: { text: string; line: number; compiled?: CompiledBody };
}

/** Reads, checks and type-generates all content, writing nothing. */
export async function compileContent(options: ContentOptions): Promise<ContentResult> {
  const root = path.resolve(options.root);
  const contentDir = path.join(root, 'content');
  const publicDir = path.resolve(options.publicDir ?? path.join(root, 'public'));
  const artDir = path.resolve(options.artDir ?? path.join(root, ART_DIR));
  const functionsDir = path.resolve(options.functionsDir ?? path.join(root, 'functions'));
  const functionsLabel = toProjectPath(root, functionsDir);
  const errors: ContentError[] = [];

  const contentFiles = await readContentFiles(root, contentDir, errors, options.overrides ?? new Map());
  const { schemas, errors: schemaLoadErrors } = await loadSchemas(path.join(contentDir, 'schemas'), root);
  errors.push(...schemaLoadErrors, ...checkSchemaRules(schemas), ...(await checkArt({ root, artDir, publicDir })));

  const redirects = readRedirects(contentFiles.find((file) => file.name === 'redirects')?.data);
  // Every old address and the file that lists it first: redirects.yaml, then the `formerAddresses` of collection
  // entries, which redirect to the entry's pages the same way.
  const oldAddresses = new Map<string, string>(redirects.map((redirect) => [pathOf(redirect.from), 'content/redirects.yaml']));
  for (const file of contentFiles.filter((candidate) => candidate.entry && candidate.parsed)) {
    for (const { from } of readFormerAddresses(file.data)) if (!oldAddresses.has(from)) oldAddresses.set(from, file.file);
  }
  const collectionEntries = new Map(COLLECTIONS.map((collection) => [collection, entriesOf(contentFiles, collection).map((file) => ({ slug: file.entry!.slug, data: file.data }))]));
  const routes = expandRoutes(await readRoutes(path.resolve(options.routesDir ?? path.join(root, 'src', 'routes'))), collectionEntries);
  const targets: LinkTargets = {
    routes: new Set(routes.all),
    redirectSources: new Set(oldAddresses.keys()),
    assets: new Set([...(await listFiles(publicDir)).map((file) => `/${file}`), ...(await listArt(artDir)).drawings]),
    publicLabel: `${toProjectPath(root, publicDir)}/ or ${toProjectPath(root, artDir)}/`,
  };
  // Nothing refers to the lists inside a collection's entries, so the site index leaves them out.
  const idLists = collectIdLists(contentFiles.filter((file) => file.parsed && !file.entry), schemas);
  const ajv = createContentAjv(targets);
  addSiteIndex(ajv, schemas, idLists);
  const validators = addSchemas(ajv, schemas, errors);
  const owners = schemaOwners(schemas);
  let choiceAjv: Ajv2020 | undefined;
  const choiceValidator = (schema: LoadedSchema, fragment: string) => {
    if (!choiceAjv) {
      choiceAjv = createContentAjv(targets, { strict: false });
      addSiteIndex(choiceAjv, schemas, idLists);
      for (const added of validators.keys()) choiceAjv.addSchema(added.schema, added.id);
    }
    return choiceAjv.getSchema(`${schema.id}#${fragment}`);
  };

  for (const content of contentFiles) {
    const schema = schemas.find((candidate) => candidate.name === content.schemaName);
    if (!schema) {
      // A schema that exists but could not be read has been reported already.
      if (errors.some((error) => error.file === `content/schemas/${content.schemaName}${SCHEMA_SUFFIX}`)) continue;
      errors.push({
        file: content.file,
        line: 1,
        col: 1,
        pointer: '(schema)',
        message: `there is no schema for this file; add content/schemas/${content.schemaName}${SCHEMA_SUFFIX}`,
      });
      continue;
    }
    const validate = validators.get(schema);
    if (!content.parsed || !validate) continue;
    if (isEmpty(content.source)) {
      errors.push({ file: content.file, line: 1, col: 1, pointer: '/', message: `file is empty: expected ${expectation(schema)}` });
      continue;
    }
    const report = (problems: Problem[]) => {
      for (const problem of problems) {
        const position = locate(content.source, parsePointer(problem.at.pointer), problem.at.part);
        errors.push({ file: content.file, ...position, pointer: problem.pointer, message: problem.message });
      }
    };
    if (!validate(content.data)) {
      report(
        explainAjvErrors(validate.errors ?? [], {
          targets,
          choiceErrorCounts: (error) => choiceErrorCounts(choiceValidator, owners, error),
          resolveRef: (ref, near) => {
            const owner = owners.get(near);
            const resolved = owner && resolveRef(ref, owner.schema, schemas);
            return resolved && schemaAt(resolved.target.schema, resolved.pointer);
          },
        }),
      );
    }
    // A cross-file problem is only news where the schema found nothing wrong already.
    const flagged = new Set(errors.filter((error) => error.file === content.file).map((error) => error.pointer));
    const fresh = (problems: Problem[]) => problems.filter((problem) => !flagged.has(problem.pointer));
    if (content.name === 'redirects') report(fresh(checkRedirects(content.data, targets)));
    if (content.name === 'pages') report(fresh(checkPages(content.data, targets, routes.fromCollections)));
    if (content.name === 'forms') {
      report(fresh(checkFormsEndpoint(content.data, await readFunctionRoutes(functionsDir, functionsLabel), `${functionsLabel}/`)));
    }
    if (content.entry) {
      const elsewhere = new Map([...oldAddresses].filter(([, file]) => file !== content.file));
      report(fresh(checkFormerAddresses(content.data, targets, elsewhere)));
    }
    // A page's proof names a case study (the home page, a product's overview); checked in every file that has one.
    report(fresh(checkCaseStudyPicks(content.data, [...collectionEntries].find(([collection]) => collection.folder === 'resources')?.[1] ?? [])));
    if (content.entry?.collection.folder === 'resources') {
      report(fresh(await checkResource(content.data, { root, publicDir, artDir, contentFiles: contentFiles.map(({ name, data }) => ({ name, data })) })));
    }
    if (content.body && !errors.some((error) => error.file === content.file)) {
      const { compiled, problems } = await compileBody(content.body.text, content.body.line, {
        isPage: (pathname) => targets.routes.has(pathname) || targets.redirectSources.has(pathname),
        isAsset: (pathname) => targets.assets.has(pathname),
        // A picture's size only goes into the compiled body, which a check drops: not reading the pictures lets the
        // browser editor check against a copy of the repository that holds them as empty files.
        sizeOf: options.checkOnly ? () => undefined : (pathname) => pictureSize(pathname, { publicDir, artDir }),
      });
      for (const problem of problems) errors.push({ file: content.file, line: problem.line, col: problem.col, pointer: '(body)', message: problem.message });
      content.body.compiled = compiled;
    }
  }

  const contentNames = contentFiles.map((content) => content.name);
  if (errors.length > 0) return { errors: sortContentErrors(errors), files: [], contentNames, editorFiles: [] };
  const siteIndex = siteIndexText(targets, idLists);
  if (options.checkOnly) return { errors: [], files: [], contentNames, editorFiles: [], siteIndex };

  let types: string;
  try {
    types = await generateTypes(
      schemas,
      contentFiles.filter((content) => !content.entry).map((content) => content.name),
      COLLECTIONS.filter((collection) => schemas.some((schema) => schema.name === collection.schema)),
      { pages: routes.all, redirectSources: [...targets.redirectSources] },
    );
  } catch (error) {
    const message = `could not generate TypeScript types: ${(error as Error).message.split('\n')[0]}`;
    return { errors: [{ file: 'content/schemas', line: 1, col: 1, pointer: '/', message }], files: [], contentNames, editorFiles: [] };
  }
  const files: GeneratedFile[] = [{ name: `${TYPES_MODULE}.ts`, contents: types }];
  const schemaNamed = (name: string) => schemas.find((schema) => schema.name === name);
  for (const content of contentFiles) {
    if (content.entry) continue;
    files.push({ name: `${content.name}.ts`, contents: contentModule(content.name, String(schemaNamed(content.name)?.schema.title), content.data) });
  }
  for (const collection of COLLECTIONS) {
    const schema = schemaNamed(collection.schema);
    const entries = entriesOf(contentFiles, collection).map((file) => ({ slug: file.entry!.slug, data: file.data, body: file.body?.compiled }));
    if (schema) files.push(...collectionModules(collection, schema, entries));
  }
  // Loaded only here, where the output is made, so the check alone (the browser editor's worker) leaves them out.
  const [{ editorFiles, editorSchema }, { editorConfigFile }] = await Promise.all([import('./editor-schemas.ts'), import('../admin/editor-config.ts')]);
  // The browser editor's forms are made from the schemas as editors get them: with their titles and references.
  const schemasForEditors = schemas.map((schema) => ({ ...schema, schema: editorSchema(schema.schema) ?? schema.schema }));
  return { errors: [], files, contentNames, editorFiles: [...editorFiles(schemas, siteIndex), editorConfigFile(schemasForEditors)], siteIndex };
}

/**
 * The content schemas refer to the site index by a relative `$ref`; the build registers its own
 * copy beside every schema's `$id`, holding this build's id lists (see siteIndexForBuild).
 */
function addSiteIndex(ajv: Ajv2020, schemas: readonly LoadedSchema[], idLists: readonly IdList[]): void {
  const bases = new Set(schemas.map((schema) => schema.id.slice(0, schema.id.lastIndexOf('/') + 1)));
  for (const base of bases) ajv.addSchema({ ...siteIndexForBuild(idLists), $id: `${base}${SITE_INDEX_FILE}` });
}

export function contentModule(name: string, typeName: string, data: unknown): string {
  return [
    `// Generated by scripts/build-content.ts from content/${name}.yaml. Do not edit.`,
    `import type { ${typeName} } from './${TYPES_MODULE}';`,
    '',
    `export const ${camelCase(name)}: ${typeName} = ${JSON.stringify(data, null, 2)};`,
    '',
  ].join('\n');
}

function camelCase(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

const SCHEMA_LINE = (name: string) => `# yaml-language-server: $schema=./schemas/${name}${SCHEMA_SUFFIX}`;

async function readContentFiles(root: string, contentDir: string, errors: ContentError[], overrides: ReadonlyMap<string, string>): Promise<ContentFile[]> {
  const files: ContentFile[] = [];
  const collectionOf = (folder: string) => COLLECTIONS.find((collection) => collection.folder === folder);
  const added = [...overrides.keys()].map((file) => toProjectPath(contentDir, path.join(root, file))).filter((name) => !name.startsWith('..'));
  for (const fileName of [...new Set([...(await listFiles(contentDir)), ...added])].sort()) {
    const folder = fileName.includes('/') ? fileName.slice(0, fileName.lastIndexOf('/')) : undefined;
    const collection = folder === undefined ? undefined : collectionOf(folder);
    if (folder !== undefined && !collection) continue;
    const absolute = path.join(contentDir, fileName);
    const file = toProjectPath(root, absolute);
    if (fileName.endsWith('.yml')) {
      errors.push({ file, line: 1, col: 1, pointer: '(file name)', message: 'content files end in .yaml; rename this file' });
      continue;
    }
    const extension = collection?.format === 'markdown' ? '.md' : '.yaml';
    if (!fileName.endsWith(extension)) continue;
    const name = fileName.slice(0, -extension.length);
    const slug = collection ? name.slice(collection.folder.length + 1) : undefined;
    if (slug !== undefined ? !SLUG_PATTERN.test(slug) : !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name) || name === TYPES_MODULE || collectionOf(name)) {
      const why =
        slug !== undefined
          ? 'the file name is the page address: use lowercase letters, digits and single dashes'
          : name === TYPES_MODULE
            ? `"${TYPES_MODULE}" is taken by the generated types`
            : collectionOf(name)
              ? `"${name}" is the name of the folder content/${name}/, one file per entry`
              : 'use lowercase letters, digits and dashes';
      errors.push({ file, line: 1, col: 1, pointer: '(file name)', message: `${why}; rename this file` });
      continue;
    }
    const schemaName = collection?.schema ?? name;
    const fileText = (overrides.get(file) ?? (await readFile(absolute, 'utf8'))).replace(/^\uFEFF/, '');
    let text = fileText;
    let body: ContentFile['body'];
    if (collection?.format === 'markdown') {
      const parts = splitFrontMatter(fileText);
      if (!parts) {
        errors.push({ file, line: 1, col: 1, pointer: '(front matter)', message: 'an entry starts with its fields between two lines of ---, then its text' });
        continue;
      }
      // Blank lines in place of the opening ---, so every position in the YAML is its line in the file.
      text = '\n'.repeat(parts.frontMatterLine - 1) + parts.frontMatter;
      body = { text: parts.body, line: parts.bodyLine };
    } else {
      const schemaLine = collection ? `# yaml-language-server: $schema=../schemas/${schemaName}${SCHEMA_SUFFIX}` : SCHEMA_LINE(name);
      const firstLine = text.split('\n', 1)[0]?.replace(/\r$/, '');
      if (firstLine !== schemaLine) {
        errors.push({ file, line: 1, col: 1, pointer: '(first line)', message: `must be exactly: ${schemaLine}` });
      }
    }
    const source = parseSource(text);
    const problems = [...source.doc.errors, ...source.doc.warnings];
    const syntax = firstSyntaxProblem(text, source, problems);
    if (syntax) errors.push({ file, ...syntax, pointer: '(syntax)' });
    const parsed = problems.length === 0;
    const entry = collection && slug !== undefined ? { collection, slug } : undefined;
    files.push({ name, schemaName, ...(entry ? { entry } : {}), ...(body ? { body } : {}), file, source, data: parsed ? source.doc.toJS() : undefined, parsed });
  }
  return files;
}

/** The entries of a collection that were read, in file-name order. */
function entriesOf(files: readonly ContentFile[], collection: Collection): ContentFile[] {
  return files.filter((file) => file.entry?.collection === collection);
}

/**
 * A collection's modules: one per entry (`products.market-intelligence.ts`), imported only by the loader of the
 * entry's pages, and the index (`products.ts`): every entry's summary (its slug and its top-level fields that are
 * text or numbers: for a product, its card), ordered by `order` and then by slug, and `load`, which imports an
 * entry by its slug. The navigation on every page imports the index, so it carries the cards and no page's content.
 */
export function collectionModules(
  collection: Collection,
  schema: LoadedSchema,
  entries: ReadonlyArray<{ slug: string; data: unknown; body?: CompiledBody }>,
): GeneratedFile[] {
  const source = `content/${collection.folder}/`;
  const extension = collection.format === 'markdown' ? '.md' : '.yaml';
  // A Markdown entry's module adds its body, as the JSON of its HTML nodes, and the body's word count to its fields.
  const typeName = collection.format === 'markdown' ? `(${String(schema.schema.title)} & { body: MarkdownJson; words: number })` : String(schema.schema.title);
  const typeImport = collection.format === 'markdown'
    ? [`import type { MarkdownJson } from '../lib/markdown-nodes';`, `import type { ${String(schema.schema.title)} } from './${TYPES_MODULE}';`]
    : [`import type { ${typeName} } from './${TYPES_MODULE}';`];
  const properties = isSchemaObject(schema.schema.properties) ? schema.schema.properties : {};
  const summaryKeys = collection.summary ?? Object.keys(properties).filter((key) => {
    const property = properties[key];
    return isSchemaObject(property) && ['string', 'number', 'integer', 'boolean'].includes(String(property.type));
  });
  const withBody = (data: unknown, body: CompiledBody | undefined) => (body ? { ...(data as object), body: JSON.stringify(body.nodes), words: body.words } : data);
  // The body's JSON is a MarkdownJson only as the content build writes it: the cast is here and nowhere else.
  const entrySource = (data: unknown, body: CompiledBody | undefined) =>
    body
      ? `${JSON.stringify(data, null, 2).replace(/\n}$/, '')},\n  "body": ${JSON.stringify(JSON.stringify(body.nodes))} as MarkdownJson,\n  "words": ${body.words}\n}`
      : JSON.stringify(data, null, 2);
  const order = (data: unknown) => Number((data as Record<string, unknown>).order ?? 0);
  const sorted = [...entries].sort((a, b) => order(a.data) - order(b.data) || a.slug.localeCompare(b.slug));
  const summaries = sorted.map(({ slug, data, body }) => {
    const full = withBody(data, body) as Record<string, unknown>;
    return { slug, ...Object.fromEntries(summaryKeys.filter((key) => key in full).map((key) => [key, full[key]])) };
  });
  const slugType = `${pascalCase(collection.schema)}Slug`;
  const summaryType = `{ slug: ${slugType} } & Pick<${typeName}, ${summaryKeys.map((key) => JSON.stringify(key)).join(' | ') || 'never'}>`;
  const modules = entries.map(({ slug, data, body }) => ({
    name: `${collection.folder}.${slug}.ts`,
    contents: [
      `// Generated by scripts/build-content.ts from ${source}${slug}${extension}. Do not edit.`,
      ...typeImport,
      '',
      `export const entry: ${typeName} = ${entrySource(data, body)};`,
      '',
    ].join('\n'),
  }));
  const index = [
    `// Generated by scripts/build-content.ts from the files in ${source}. Do not edit.`,
    ...typeImport,
    '',
    `/** The name of every file in ${source}, which is its address. */`,
    `export type ${slugType} = ${sorted.map(({ slug }) => JSON.stringify(slug)).join(' | ') || 'never'};`,
    '',
    `/** Every entry of ${source}, in order: its slug (the file name) and its top-level text and numbers. */`,
    `export const ${camelCase(collection.folder)}: Array<${summaryType}> = ${JSON.stringify(summaries, null, 2)};`,
    '',
    `/** The whole entry with this slug, imported on demand; undefined when there is no such file. */`,
    `export function load(slug: string): Promise<${typeName}> | undefined {`,
    '  switch (slug) {',
    ...sorted.map(({ slug }) => `    case ${JSON.stringify(slug)}:\n      return import('./${collection.folder}.${slug}').then((module) => module.entry);`),
    '    default:',
    '      return undefined;',
    '  }',
    '}',
    '',
  ].join('\n');
  return [...modules, { name: `${collection.folder}.ts`, contents: index }];
}
function isEmpty(source: SourceDocument): boolean {
  const contents = source.doc.contents;
  return contents === null || (contents.range[0] === contents.range[1] && source.doc.toJS() === null);
}

function expectation(schema: LoadedSchema): string {
  const description =
    typeof schema.schema.description === 'string'
      ? schema.schema.description.replace(/\.$/, '').replace(/^[A-Z](?=[a-z])/, (letter) => letter.toLowerCase())
      : 'content';
  const required = Array.isArray(schema.schema.required) ? schema.schema.required.map(String) : [];
  return required.length > 0 ? `${description} (required: ${required.join(', ')})` : description;
}

/** Adds every schema to ajv, then compiles the ones that have a content file; problems become errors. */
function addSchemas(ajv: Ajv2020, schemas: readonly LoadedSchema[], errors: ContentError[]) {
  const added: LoadedSchema[] = [];
  const report = (schema: LoadedSchema, error: unknown) => {
    const message = (error as Error).message;
    // Strict mode names the keyword it does not know; point at it rather than at the top of the file.
    const keyword = /unknown keyword: "([^"]+)"/.exec(message)?.[1];
    const found = keyword ? findKey(schema.source, keyword) : undefined;
    errors.push({ file: schema.file, ...(found?.position ?? { line: 1, col: 1 }), pointer: found?.pointer ?? '/', message });
  };
  for (const schema of schemas) {
    // Checked by checkSchemaRules; another draft's meta-schema is not loaded, so ajv would only add noise.
    if (schema.schema.$schema !== DRAFT_2020_12) continue;
    try {
      ajv.addSchema(schema.schema, schema.id);
      added.push(schema);
    } catch (error) {
      report(schema, error);
    }
  }
  const validators = new Map<LoadedSchema, NonNullable<ReturnType<Ajv2020['getSchema']>>>();
  for (const schema of added) {
    try {
      const validate = ajv.getSchema(schema.id);
      if (validate) validators.set(schema, validate);
    } catch (error) {
      report(schema, error);
    }
  }
  return validators;
}

/** For every object and list inside the schemas: which schema it belongs to and where. */
function schemaOwners(schemas: readonly LoadedSchema[]): Map<object, { schema: LoadedSchema; pointer: string }> {
  const owners = new Map<object, { schema: LoadedSchema; pointer: string }>();
  const visit = (value: unknown, schema: LoadedSchema, pointer: string) => {
    if (typeof value !== 'object' || value === null) return;
    owners.set(value, { schema, pointer });
    for (const [key, item] of Object.entries(value)) visit(item, schema, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`);
  };
  for (const schema of schemas) visit(schema.schema, schema, '');
  return owners;
}

/** Validates the value again against each choice of a failed anyOf/oneOf on its own. */
function choiceErrorCounts(
  choiceValidator: (schema: LoadedSchema, fragment: string) => ValidateFunction | undefined,
  owners: Map<object, { schema: LoadedSchema; pointer: string }>,
  error: ErrorObject,
): number[] | undefined {
  const owner = typeof error.schema === 'object' && error.schema !== null ? owners.get(error.schema) : undefined;
  if (!owner || !Array.isArray(error.schema)) return undefined;
  try {
    return error.schema.map((_, index) => {
      const fragment = `${owner.pointer}/${index}`.split('/').map(encodeURIComponent).join('/');
      const validate = choiceValidator(owner.schema, fragment);
      if (!validate) throw new Error(`no schema at ${fragment}`);
      return validate(error.data) ? 0 : (validate.errors?.length ?? 0);
    });
  } catch {
    // Without the counts the choices cannot be told apart; the caller then says "must be X or Y".
    return undefined;
  }
}
