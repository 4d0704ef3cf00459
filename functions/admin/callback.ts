/** GET /admin/callback: GitHub's return from the editor's sign-in (server/editor-github.ts). Without the editor's settings, a 404. */
import { type EditorEnv, handleEditorCallback } from '../../server/editor-github';

export const onRequest: PagesFunction<EditorEnv> = ({ request, env }) => handleEditorCallback(request, env);
