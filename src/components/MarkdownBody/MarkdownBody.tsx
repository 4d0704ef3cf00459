import type { Element, Properties, Root, RootContent } from 'hast';
import { createElement, type ReactNode } from 'react';
import type { ContentHref } from '../../content/types';
import { ContentLink } from '../ContentLink/ContentLink';
import * as styles from './MarkdownBody.css';

/** An HTML attribute's name for a hast property: `ariaDescribedBy` is `aria-describedby`, `dataFootnoteRef` is `data-footnote-ref`. */
function attributeName(name: string): string {
  if (/^aria[A-Z]/.test(name)) return `aria-${name.slice(4).toLowerCase()}`;
  if (/^data[A-Z]/.test(name)) return `data${name.slice(4).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  return name === 'checked' ? 'defaultChecked' : name;
}

/** hast's properties as React's: `aria-*` and `data-*` written with dashes, lists joined with spaces. */
function reactProps(properties: Properties): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(properties)) {
    if (value === null || value === undefined || value === false) continue;
    const key = attributeName(name);
    props[key] = Array.isArray(value) ? value.join(' ') : value;
  }
  return props;
}

/** Elements in which the browser's parser drops whitespace, so React must not render it there either. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/** One node of the tree: text, or an element with its children; a link to this site goes through the router. */
function renderNode(node: RootContent, key: number): ReactNode {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return null;
  const kept = TABLE_PARTS.has(node.tagName) ? node.children.filter((child) => !(child.type === 'text' && child.value.trim() === '')) : node.children;
  const children = kept.length > 0 ? kept.map(renderNode) : undefined;
  const props: Record<string, unknown> = { key, ...reactProps((node as Element).properties) };
  if (node.tagName === 'a' && typeof props.href === 'string' && props.href.startsWith('/')) {
    return (
      <ContentLink key={key} href={props.href as ContentHref}>
        {children}
      </ContentLink>
    );
  }
  return createElement(node.tagName, props, children);
}

/**
 * An entry's body: the HTML tree the content build made from its Markdown and sanitised (scripts/content/markdown.ts:
 * GitHub's allowed elements and attributes only), rendered as React elements, never as an HTML string. The tree
 * holds only text and elements, so a walk of a few lines renders it; a general hast renderer would add about 8 kB
 * (gzip) to every entry's page for cases the sanitised tree never has.
 */
export function MarkdownBody({ tree }: { tree: Root }) {
  return <div className={styles.prose}>{tree.children.map(renderNode)}</div>;
}
