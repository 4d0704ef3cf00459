/** GET /admin/session: who is signed in to the editor (server/editor-github.ts). Without the editor's settings, a 404. */
import { type EditorEnv, handleEditorSession } from '../../server/editor-github';

export const onRequest: PagesFunction<EditorEnv> = ({ request, env }) => handleEditorSession(request, env);
