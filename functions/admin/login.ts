/** GET /admin/login: the editor's GitHub sign-in (server/editor-github.ts). Without the editor's settings, a 404. */
import { type EditorEnv, handleEditorLogin } from '../../server/editor-github';

export const onRequest: PagesFunction<EditorEnv> = ({ request, env }) => handleEditorLogin(request, env);
