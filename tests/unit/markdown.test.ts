import { describe, expect, it } from 'vitest';
import { compileBody, splitFrontMatter, type BodyTargets } from '../../scripts/content/markdown.ts';
import type { MarkdownNode } from '../../src/lib/markdown-nodes.ts';

const targets: BodyTargets = {
  isPage: (path) => ['/', '/about-us/careers'].includes(path),
  isAsset: (path) => ['/images/a.svg', '/data/x.csv'].includes(path),
  sizeOf: (path) => (path === '/images/a.svg' ? { width: 640, height: 360 } : undefined),
};

describe('splitFrontMatter', () => {
  it('cuts the YAML between the fences from the body, with the line each starts on', () => {
    const parts = splitFrontMatter('---\ntype: article\ntitle: A\n---\n\nFirst line of the body\n');
    expect(parts).toEqual({ frontMatter: 'type: article\ntitle: A\n', frontMatterLine: 2, body: '\nFirst line of the body\n', bodyLine: 5 });
  });

  it('finds none in a file that does not start with a fence, or never closes it', () => {
    expect(splitFrontMatter('type: article\n')).toBeUndefined();
    expect(splitFrontMatter('---\ntype: article\n')).toBeUndefined();
  });
});

describe('compileBody', () => {
  it('turns GitHub-flavoured Markdown into a sanitised tree, external links marked and pictures sized', async () => {
    const body = [
      '## Results',
      '',
      'Read [the careers page](/about-us/careers) and [the standard](https://example.org/std).[^1]',
      '',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      '',
      '![A chart of demand](/images/a.svg)',
      '',
      '[^1]: A note.',
      '',
    ].join('\n');
    const { compiled, problems } = await compileBody(body, 10, targets);
    expect(problems).toEqual([]);
    const json = JSON.stringify(compiled!.nodes);
    expect(json).toContain('["table",');
    expect(json).toContain('"rel":"noopener noreferrer"');
    expect(json).toContain('"width":640');
    expect(json).toContain('"loading":"lazy"');
    // The footnote reference's data attribute and aria-describedby, as React spells them.
    expect(json).toContain('"data-footnote-ref":true');
    expect(json).toContain('"aria-describedby":"footnote-label"');
    // No line break between blocks: only text a reader sees.
    expect(compiled!.nodes.filter((node) => typeof node === 'string')).toEqual([]);
    expect(compiled!.words).toBeGreaterThan(10);
  });

  it('stops at a missing page or picture, a picture without alt text, raw HTML and a skipped heading level, at the file\'s line', async () => {
    const body = ['## One', '', '#### Three', '', '[gone](/no-such-page)', '', '![](/images/a.svg)', '', '![Chart](/images/missing.svg)', '', '<div>raw</div>', '', '# Title again', ''].join('\n');
    const { compiled, problems } = await compileBody(body, 10, targets);
    expect(compiled).toBeUndefined();
    expect(problems.map((problem) => `${problem.line}:${problem.col} ${problem.message.split(':')[0]}`)).toEqual([
      '12:1 this heading skips a level',
      '14:1 the link /no-such-page goes to no page or file of this site',
      '16:1 the picture /images/a.svg has no alt text',
      '18:1 the picture /images/missing.svg is not in public/ or art/',
      '20:1 a body holds no HTML',
      "22:1 a body starts at ## (the page's # is its title)",
    ]);
  });

  it('keeps every footnote link pointing at an id in the tree', async () => {
    const { compiled } = await compileBody('Claim.[^a] Another.[^b]\n\n[^a]: First.\n[^b]: Second.\n', 1, targets);
    const ids: string[] = [];
    const fragments: string[] = [];
    const walk = (node: MarkdownNode) => {
      if (typeof node === 'string') return;
      const [, props, ...children] = node;
      if (typeof props.id === 'string') ids.push(props.id);
      if (typeof props.href === 'string' && props.href.startsWith('#')) fragments.push(props.href.slice(1));
      children.forEach(walk);
    };
    compiled!.nodes.forEach(walk);
    expect(fragments.length).toBe(4);
    expect(fragments.filter((fragment) => !ids.includes(fragment))).toEqual([]);
  });

  it('accepts links to files, mailto: and fragments, and refuses other schemes', async () => {
    const ok = await compileBody('[data](/data/x.csv) [mail](mailto:hr@example.com) [up](#top)\n', 1, targets);
    expect(ok.problems).toEqual([]);
    const bad = await compileBody('[plain](http://example.com)\n', 1, targets);
    expect(bad.problems[0]?.message).toMatch(/https:\/\/ address/);
  });
});
