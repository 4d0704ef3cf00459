import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CheckResult, ContentFileSummary } from '../../scripts/admin/content-files.ts';
import * as css from './admin.css.ts';
import type { EditorBackend } from './backend.ts';
import config from './editor-config.generated.json';
import type { EditorConfig } from './editor-config.ts';
import { Field, FieldContext, type FormContext } from './Field.tsx';
import { Preview } from './Preview.tsx';
import { controlId, initialValue, initialVariant } from './values.ts';

const editorConfig = config as EditorConfig;

/** The file being edited: as opened, and as the form holds it now. */
interface Draft {
  file: ContentFileSummary;
  data: unknown;
  body?: string;
  /** Not on disk yet: a new entry of a collection. */
  isNew: boolean;
}

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; file: string } | { kind: 'failed'; message: string };

const fileParam = () => new URLSearchParams(location.search).get('file');

/** The editor's own address with a file open: /admin on the development server, /admin/ where it is deployed. */
const fileAddress = (name: string) => `${location.pathname}?file=${encodeURIComponent(name)}`;

type ListState = { kind: 'loading' } | { kind: 'loaded' } | { kind: 'failed'; message: string };

/** Who is editing, when the files are the GitHub repository's, with the way to sign out. */
export interface Account {
  login: string;
  where: string;
  signOut: () => void;
}

/** The content editor: the files of content/ on the left, the open one's form in the middle, its page on the right. */
export function Editor({ backend, account }: { backend: EditorBackend; account?: Account }) {
  const [files, setFiles] = useState<ContentFileSummary[]>([]);
  // Until the list first arrives the author is told it is coming; if it cannot be had, why, and a way to try again.
  const [listState, setListState] = useState<ListState>({ kind: 'loading' });
  const [choices, setChoices] = useState<Record<string, string[]>>({});
  const [draft, setDraft] = useState<Draft>();
  const [errors, setErrors] = useState<CheckResult['errors']>([]);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [savedAt, setSavedAt] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  const refresh = useCallback(async () => {
    try {
      const [list, lists] = await Promise.all([backend.files(), backend.choices()]);
      setFiles(list);
      setChoices(lists);
      setListState({ kind: 'loaded' });
    } catch (error) {
      setListState({ kind: 'failed', message: (error as Error).message });
    }
  }, [backend]);

  // Only the file asked for last is shown: an answer to an earlier request (another file clicked before, or the
  // first of development mode's two mounts) would replace what the author has typed since.
  const latestOpen = useRef(0);
  const open = useCallback(async (name: string) => {
    const request = ++latestOpen.current;
    const opened = await backend.open(name);
    if (request !== latestOpen.current) return;
    const { data, body, ...file } = opened;
    setDraft({ file, data, ...(body !== undefined ? { body } : {}), isNew: false });
    setErrors([]);
    setStatus({ kind: 'idle' });
  }, [backend]);

  useEffect(() => {
    void refresh();
    const name = fileParam();
    if (name) void open(name);
    const onPopState = () => {
      const name = fileParam();
      if (name) void open(name);
    };
    addEventListener('popstate', onPopState);
    return () => {
      latestOpen.current++;
      removeEventListener('popstate', onPopState);
    };
  }, [open, refresh]);

  const choose = (name: string) => {
    history.pushState(null, '', fileAddress(name));
    void open(name);
  };

  const startEntry = (folder: string, slug: string, variant: number) => {
    latestOpen.current++;
    const collection = editorConfig.collections[folder]!;
    const field = editorConfig.schemas[collection.schema]!.field;
    const data = field.kind === 'variants' ? initialVariant(field, variant) : initialValue(field);
    const name = `${folder}/${slug}`;
    const file = { file: `content/${name}.${collection.format === 'markdown' ? 'md' : 'yaml'}`, name, schema: collection.schema, format: collection.format, page: null };
    setDraft({ file, data, ...(collection.format === 'markdown' ? { body: '\n' } : {}), isNew: true });
    setErrors([]);
    setStatus({ kind: 'idle' });
    history.pushState(null, '', fileAddress(name));
  };

  const save = async () => {
    if (!draft) return;
    setStatus({ kind: 'saving' });
    try {
      const result = await backend.save(draft.file.name, draft.data, draft.body);
      setErrors(result.errors);
      if (result.saved) {
        setStatus({ kind: 'saved', file: draft.file.file });
        setSavedAt(Date.now());
        await refresh();
        await open(draft.file.name);
        setStatus({ kind: 'saved', file: draft.file.file });
      } else {
        setStatus({ kind: 'idle' });
        requestAnimationFrame(() => summaryRef.current?.focus());
      }
    } catch (error) {
      setStatus({ kind: 'failed', message: (error as Error).message });
    }
  };

  const context = useMemo<FormContext>(() => {
    const here = errors.filter((error) => error.file === draft?.file.file);
    return {
      errorsAt: (pointer) => here.filter((error) => error.pointer === (pointer === '' ? '/' : pointer)).map((error) => error.message),
      choices,
      upload: async (file) => {
        const path = await backend.upload(file);
        await refresh();
        return path;
      },
    };
  }, [errors, draft?.file.file, choices, refresh, backend]);

  const schema = draft && editorConfig.schemas[draft.file.schema];
  const groups = groupFiles(files);

  return (
    <div className={css.layout}>
      <header className={css.bar}>
        <p className={css.barTitle}>Solvara content editor</p>
        <a className={css.barLink} href="/">
          Open the site
        </a>
        {account && (
          <p className={css.barAccount}>
            {account.where} · signed in as {account.login}{' '}
            <button type="button" className={css.barButton} onClick={account.signOut}>
              Sign out
            </button>
          </p>
        )}
      </header>
      <nav className={css.fileList} aria-label="Content files" aria-busy={listState.kind === 'loading'}>
        {/* Not a second status line: the form's is the one an author hears. */}
        {listState.kind === 'loading' && <p className={css.hint}>Loading the content files…</p>}
        {listState.kind === 'failed' && (
          <div role="alert">
            <p className={css.error}>The list of content files could not be loaded ({listState.message}).</p>
            <button
              type="button"
              className={css.button}
              onClick={() => {
                setListState({ kind: 'loading' });
                void refresh();
              }}
            >
              Try again
            </button>
          </div>
        )}
        {groups.map(([group, members]) => (
          <div key={group}>
            <h2 className={css.fileGroup}>{group}</h2>
            <ul className={css.fileLinks}>
              {members.map((file) => (
                <li key={file.name}>
                  <a
                    className={css.fileLink}
                    href={fileAddress(file.name)}
                    aria-current={draft?.file.name === file.name ? 'page' : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      choose(file.name);
                    }}
                  >
                    {file.name.split('/').pop()}
                  </a>
                </li>
              ))}
            </ul>
            {group !== 'Pages and settings' && <NewEntry folder={group} onStart={startEntry} />}
          </div>
        ))}
      </nav>
      <main className={css.formPane}>
        {!draft || !schema ? (
          <>
            <h1 className={css.heading}>Content editor</h1>
            <p>Choose a file on the left to edit it.</p>
          </>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <h1 className={css.heading}>{draft.file.file}</h1>
            <p className={css.hint}>{schema.field.description}</p>
            <div className={css.actions}>
              <button type="submit" className={css.primaryButton} disabled={status.kind === 'saving'}>
                {draft.isNew ? 'Create the file' : 'Save'}
              </button>
              <p className={css.status} role="status">
                {status.kind === 'saving' ? 'Checking…' : status.kind === 'saved' ? backend.savedWhere(status.file) : status.kind === 'failed' ? `Not saved: ${status.message}` : ''}
              </p>
            </div>
            {errors.length > 0 && <ErrorSummary errors={errors} file={draft.file.file} summaryRef={summaryRef} />}
            <FieldContext value={context}>
              <Field field={schema.field} value={draft.data} pointer="" onChange={(data) => setDraft((current) => current && { ...current, data })} />
              {draft.body !== undefined && (
                <BodyField body={draft.body} errors={errors.filter((error) => error.file === draft.file.file && error.pointer === '(body)').map((error) => error.message)} onChange={(body) => setDraft((current) => current && { ...current, body })} />
              )}
            </FieldContext>
          </form>
        )}
      </main>
      <Preview page={draft?.file.page ?? null} savedAt={savedAt} draft={draft && !draft.isNew ? { name: draft.file.name, data: draft.data } : undefined} />
    </div>
  );
}

/** The build's messages, each as the terminal prints it, linked to its field when the field is on this form. */
function ErrorSummary({ errors, file, summaryRef }: { errors: CheckResult['errors']; file: string; summaryRef: RefObject<HTMLDivElement | null> }) {
  return (
    <div className={css.summary} role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className={css.summaryHeading}>
        Not saved: the content build found {errors.length === 1 ? 'a problem' : `${errors.length} problems`}
      </h2>
      <ul>
        {errors.map((error) => (
          <li key={error.text}>
            {error.file === file ? (
              <a className={css.summaryLink} href={`#${error.pointer === '(body)' ? 'field-body' : controlId(error.pointer === '/' ? '' : error.pointer)}`}>
                {error.message}
              </a>
            ) : (
              <span className={css.summaryLink}>{error.message}</span>
            )}
            <br />
            <code className={css.code}>{error.text}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

function BodyField({ body, errors, onChange }: { body: string; errors: string[]; onChange: (body: string) => void }) {
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor="field-body">
        Text (Markdown)
      </label>
      <p className={css.hint} id="field-body-hint">
        The entry's text below its fields: paragraphs, ## headings, lists, tables, links to the site's pages and pictures. content/README.md says what
        each kind of entry holds.
      </p>
      {errors.map((message) => (
        <p key={message} className={css.error}>
          {message}
        </p>
      ))}
      <textarea
        id="field-body"
        className={`${css.control} ${css.code}`}
        aria-describedby="field-body-hint"
        aria-invalid={errors.length > 0 ? true : undefined}
        rows={24}
        value={body}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A new entry of a collection: its address (the file name), and for the research library its type. */
function NewEntry({ folder, onStart }: { folder: string; onStart: (folder: string, slug: string, variant: number) => void }) {
  const [slug, setSlug] = useState('');
  const [variant, setVariant] = useState(0);
  const collection = editorConfig.collections[folder];
  if (!collection) return null;
  const field = editorConfig.schemas[collection.schema]!.field;
  const valid = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug);
  return (
    <form
      className={css.field}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onStart(folder, slug, variant);
      }}
    >
      <label className={css.hint} htmlFor={`new-${folder}`}>
        New entry’s address (lower case and dashes)
      </label>
      <input id={`new-${folder}`} className={css.control} value={slug} onChange={(event) => setSlug(event.target.value)} />
      {field.kind === 'variants' && (
        <>
          <label className={css.hint} htmlFor={`new-${folder}-kind`}>
            Kind of entry
          </label>
          <select id={`new-${folder}-kind`} className={css.control} value={variant} onChange={(event) => setVariant(Number(event.target.value))}>
            {field.variants.map((choice, index) => (
              <option key={choice.field.title} value={index}>
                {choice.values?.join(', ') ?? choice.field.title}
              </option>
            ))}
          </select>
        </>
      )}
      <button type="submit" className={css.button} disabled={!valid}>
        Start a new {folder === 'products' ? 'product' : 'entry'}
      </button>
    </form>
  );
}

function groupFiles(files: ContentFileSummary[]): Array<[string, ContentFileSummary[]]> {
  const groups = new Map<string, ContentFileSummary[]>([['Pages and settings', []]]);
  for (const file of files) {
    const group = file.name.includes('/') ? file.name.split('/')[0]! : 'Pages and settings';
    groups.set(group, [...(groups.get(group) ?? []), file]);
  }
  return [...groups];
}
