/** POST /admin/logout: ends the editor's session (server/editor-github.ts). Without the editor's settings, a 404. */
import { type EditorEnv, handleEditorLogout } from '../../server/editor-github';

export const onRequest: PagesFunction<EditorEnv> = ({ request, env }) => handleEditorLogout(request, env);
