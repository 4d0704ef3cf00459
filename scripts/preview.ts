/**
 * `npm run preview` (and the end of `npm start`): the built site as Cloudflare Pages serves it, run here with the
 * host's own runtime (scripts/lib/local-host.ts): the pages with the headers and redirects they get in production,
 * and the forms' service with a local D1. A message sent from a form is kept in .wrangler/state and its e-mail is
 * printed below, not sent: nothing leaves this machine.
 */
import { join } from 'node:path';
import { startLocalHost } from './lib/local-host.ts';

const host = await startLocalHost({ dist: join(import.meta.dirname, '..', 'dist'), port: Number(process.env.PORT ?? 4173), echo: true });
console.log(`\nThe site: ${host.origin}/\nForms are kept in the local D1 (npx wrangler d1 execute solvara-forms --local --persist-to .wrangler/state --command "SELECT * FROM form_messages"); their e-mails are printed here.\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void host.close().then(() => process.exit(0)));
}
