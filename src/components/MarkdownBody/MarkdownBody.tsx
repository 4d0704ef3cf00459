import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ComponentProps } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { ContentHref } from '../../content/types';
import { ContentLink } from '../ContentLink/ContentLink';
import * as styles from './MarkdownBody.css';

/** A link in a body: a page of this site through the router, like every other link of the site; any other as it is. */
function BodyLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/')) return <ContentLink href={href as ContentHref}>{children}</ContentLink>;
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/**
 * An entry's body: the HTML tree the content build made from its Markdown and sanitised (scripts/content/markdown.ts),
 * rendered as React elements, never as an HTML string.
 */
export function MarkdownBody({ tree }: { tree: Root }) {
  return <div className={styles.prose}>{toJsxRuntime(tree, { Fragment, jsx, jsxs, components: { a: BodyLink } })}</div>;
}
