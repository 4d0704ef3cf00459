import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import * as css from '../admin.css.ts';
import { Editor } from '../Editor.tsx';
import { githubBackend, type Session } from './backend.ts';

/*
 * The editor as deployed on the editor site (`npm run build:editor`): the same forms, on the GitHub repository's
 * branch, for an author signed in with GitHub (server/editor-github.ts keeps the token; the page never sees it).
 */

const root = createRoot(document.getElementById('admin')!);

const signOut = async () => {
  await fetch('/admin/logout', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  location.reload();
};

function SignIn({ message }: { message?: string }) {
  return (
    <main className={css.signIn}>
      <h1 className={css.heading}>Solvara content editor</h1>
      <p>Sign in with the GitHub account that may change the site’s repository. Your changes are commits in your name.</p>
      {message && <p className={css.error}>{message}</p>}
      <a className={css.primaryButton} href="/admin/login">
        Sign in with GitHub
      </a>
    </main>
  );
}

const response = await fetch('/admin/session');
const answer = (await response.json().catch(() => ({}))) as Session & { message?: string };
root.render(
  <StrictMode>
    {response.ok ? (
      <Editor backend={githubBackend(answer)} account={{ login: answer.login, where: `${answer.repo}, branch ${answer.branch}`, signOut: () => void signOut() }} />
    ) : (
      <SignIn {...(response.status === 401 ? {} : { message: answer.message ?? `The editor's server answered ${response.status}.` })} />
    )}
  </StrictMode>,
);
