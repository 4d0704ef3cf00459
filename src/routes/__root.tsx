import { createRootRoute, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import '@fontsource-variable/inter/wght.css';
import '../styles/global.css';
import { SiteShell } from '../components/SiteShell/SiteShell';
import { pages } from '../content/pages';
import { site } from '../content/site';
import { documentTitle } from '../lib/pages';
import { NotFoundPage } from '../pages/NotFoundPage';

export const Route = createRootRoute({
  head: ({ matches }) => {
    const notFound = matches.some((match) => match.globalNotFound || match.status === 'notFound');
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#0B6E4F' },
        ...(notFound
          ? [
              { title: documentTitle(pages.notFound.title) },
              { name: 'description', content: pages.notFound.description },
              { name: 'robots', content: 'noindex' },
            ]
          : [{ title: site.name }]),
      ],
      links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
    };
  },
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

function RootDocument() {
  return (
    <html lang="en">
      <head>
        <HeadContent />
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
