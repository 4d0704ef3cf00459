/** POST /api/forms: the contact forms' service (server/form-service.ts). Any other method gets a JSON 405. */
import { type FormServiceEnv, handleFormRequest } from '../../server/form-service';

export const onRequest: PagesFunction<FormServiceEnv> = ({ request, env }) => handleFormRequest(request, env);
