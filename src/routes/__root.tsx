import { createRootRoute, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import '@fontsource-variable/inter/wght.css';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import '../styles/global.css';
import { pressableStyle } from 'virtual:react-aria-pressable-style';
import { palette } from '../styles/palette';
import { libraryFeedPath } from '../lib/resource-kinds';
import { site } from '../lib/shell-content';
import { SiteShell } from '../components/SiteShell/SiteShell';

export const Route = createRootRoute({
  // Each route's head adds its title and description; the not-found and error pages (router.tsx) render their own.
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: palette.primary },
    ],
    links: [
      // The Latin subset is on every page's first screen; fetch it with the stylesheet, not after it.
      { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      // The research library's feed, for browsers and feed readers to find from any page of the site.
      { rel: 'alternate', type: 'application/atom+xml', title: site.feed.title, href: libraryFeedPath },
    ],
  }),
  component: RootDocument,
});


function RootDocument() {
  return (
    <html lang="en">
      <head>
        <HeadContent />
        {/* React Aria's press rule, served rather than inserted at hydration (scripts/lib/react-aria-pressable-style.ts). */}
        <style id={pressableStyle.id}>{pressableStyle.css}</style>
      </head>
      <body>
        <SiteShell>
          <Outlet />
        </SiteShell>
        <Scripts />
      </body>
    </html>
  );
}
