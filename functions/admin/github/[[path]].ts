/** /admin/github/<path>: the editor's proxy to the site's repository (server/editor-github.ts). Without the editor's settings, a 404. */
import { type EditorEnv, handleEditorGithub } from '../../../server/editor-github';

export const onRequest: PagesFunction<EditorEnv> = ({ request, env }) => handleEditorGithub(request, env);
