import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { artPlugin } from './scripts/content/art-plugin.ts';
import { contentPlugin } from './scripts/content/vite-plugin.ts';
import { resolveFormsEndpoint } from './scripts/lib/csp-origins.ts';
import { reactAriaPageLocalePlugin } from './scripts/lib/react-aria-page-locale.ts';
import { pressableStylePlugin } from './scripts/lib/react-aria-pressable-style.ts';

export default defineConfig({
  resolve: {
    // The router's store reads through the with-selector helper of use-sync-external-store; its /shim entry carries
    // a fallback for React versions before 18, which React 19 never runs. The package's own non-shim entry uses
    // React's hook directly, and is smaller on every page.
    alias: [{ find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' }],
  },
  plugins: [
    contentPlugin(),
    artPlugin(),
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
    pressableStylePlugin(),
    reactAriaPageLocalePlugin(),
  ],
  // Where the forms send (content/forms.yaml `endpoint`, or FORMS_ENDPOINT at build time); '' means by e-mail.
  define: { 'import.meta.env.FORMS_ENDPOINT': JSON.stringify(resolveFormsEndpoint()) },
  build: {
    // One small stylesheet for the whole site: cached after the first page, and no flash of
    // unstyled content when a route chunk arrives.
    cssCodeSplit: false,
    manifest: true,
    rolldownOptions: {
      input: 'src/client/entry.tsx',
      output: {
        // React and the router in chunks of their own: Rolldown splits the shared code anyway once several route
        // chunks share it, this split costs fewer bytes a page than its own choice
        // (docs/decisions/0006-performance-bars.md), and it stays cached across deployments that change only the
        // site's code. Two chunks, not one, so the page's module loader evaluates React DOM and the router in
        // separate tasks (src/client/module-loader.ts).
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /[\\/]node_modules[\\/](@tanstack|use-sync-external-store)[\\/]/ },
          ],
        },
      },
    },
  },
  ssr: {
    // Bundled into the SSR build so vanilla-extract and CSS imports resolve the same way as on the client.
    noExternal: ['@fontsource-variable/inter'],
  },
});
