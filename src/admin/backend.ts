import type { CheckResult, ContentFileSummary, OpenedFile } from '../../scripts/admin/content-files.ts';

/**
 * Where the editor's files are kept: the development server's folder (`devServerBackend`) or the GitHub repository
 * (src/admin/github/backend.ts). Either one checks a file with the content build's own checks before it keeps it.
 */
export interface EditorBackend {
  /** Every content file, with the page that previews it. */
  files(): Promise<ContentFileSummary[]>;
  /** The site index's lists (pages, files, ids) the selects offer. */
  choices(): Promise<Record<string, string[]>>;
  open(name: string): Promise<OpenedFile>;
  /** Checks the file as it would be saved and keeps it only when the checks pass. */
  save(name: string, data: unknown, body: string | undefined): Promise<CheckResult & { saved: boolean }>;
  /** Keeps a picture in public/images/ and answers its address on the site (`/images/x.png`). */
  upload(file: File): Promise<string>;
  /** Where an author finds a change once it is kept, for the status line: a file on disk, or a commit. */
  savedWhere(file: string): string;
}

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, init);
  const answer = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(answer.message ?? response.statusText);
  return answer;
}

/** The files on disk, through the development server's API (scripts/admin/api.ts). */
export const devServerBackend: EditorBackend = {
  files: () => api('/admin/api/files'),
  choices: () => api('/admin/api/choices'),
  open: (name) => api(`/admin/api/file?name=${encodeURIComponent(name)}`),
  save: (name, data, body) => api('/admin/api/save', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name, data, body }) }),
  upload: async (file) => (await api<{ path: string }>(`/admin/api/upload?name=${encodeURIComponent(file.name)}`, { method: 'POST', body: file })).path,
  savedWhere: (file) => `Saved ${file}`,
};
