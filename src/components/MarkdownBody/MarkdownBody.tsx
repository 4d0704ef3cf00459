import { createElement, type ReactNode, useMemo } from 'react';
import type { ContentHref } from '../../content/types';
import { type MarkdownJson, type MarkdownNode, parseMarkdownJson } from '../../lib/markdown-nodes';
import { ContentLink } from '../ContentLink/ContentLink';
import * as styles from './MarkdownBody.css';

/** One node: text, or an element with its children; a link to this site goes through the router. */
function renderNode(node: MarkdownNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, props, ...nodes] = node;
  const children = nodes.length > 0 ? nodes.map(renderNode) : undefined;
  if (tag === 'a' && typeof props.href === 'string' && props.href.startsWith('/')) {
    return (
      <ContentLink key={key} href={props.href as ContentHref}>
        {children}
      </ContentLink>
    );
  }
  return createElement(tag, { ...props, key }, children);
}

/**
 * An entry's body: the HTML the content build made from its Markdown and sanitised (scripts/content/markdown.ts:
 * GitHub's allowed elements and attributes only), rendered as React elements, never as an HTML string.
 */
export function MarkdownBody({ body }: { body: MarkdownJson }) {
  const nodes = useMemo(() => parseMarkdownJson(body), [body]);
  return <div className={styles.prose}>{nodes.map(renderNode)}</div>;
}
