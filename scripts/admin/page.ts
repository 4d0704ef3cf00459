/**
 * The editor's page, on the development server (scripts/dev.ts) and on the editor site (scripts/prerender.ts
 * --editor): an empty root the editor's script renders into, never indexed.
 */
export function adminPage({ script, stylesheets = [] }: { script: string; stylesheets?: string[] }): string {
  const links = stylesheets.map((href) => `\n    <link rel="stylesheet" href="${href}">`).join('');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Content editor · Solvara</title>${links}
  </head>
  <body>
    <div id="admin"></div>
    <script type="module" src="${script}"></script>
  </body>
</html>
`;
}

/**
 * The editor page's policy on the editor site. Its script and the checks' worker come from the site; the preview
 * frames the site's own pages; the page talks only to its own origin (the GitHub proxy is there).
 */
export const ADMIN_PAGE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'self'; object-src 'none'";

/**
 * The checks' worker's policy: ajv compiles each schema's validator into a function (`new Function`), which only
 * 'unsafe-eval' allows. The worker alone gets it, and it reads only files it is handed.
 */
export const CHECKS_WORKER_POLICY = "default-src 'none'; script-src 'self' 'unsafe-eval'";
