/**
 * An entry's body as the page carries it: the sanitised HTML tree the content build made from its Markdown
 * (scripts/content/markdown.ts), in the smallest form that renders it. A node is text or an element written as
 * `[tag, props, ...children]`, its props already React's (`aria-describedby`, `className`). The whole body is one
 * JSON string: the router copies a string into the page's hydration data as it is, where a tree of objects costs a
 * reference per node, and the browser parses JSON natively, faster than the same data written as script.
 */
export type MarkdownNode = string | MarkdownElement;
export type MarkdownElement = [tag: string, props: Record<string, string | number | boolean>, ...children: MarkdownNode[]];

declare const json: unique symbol;
/** A body's nodes as JSON, made only by the content build. */
export type MarkdownJson = string & { readonly [json]: true };

export const parseMarkdownJson = (body: MarkdownJson): MarkdownNode[] => JSON.parse(body) as MarkdownNode[];
