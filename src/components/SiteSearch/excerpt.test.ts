import { describe, expect, it } from 'vitest';
import { decodeEntities, excerptParts } from './excerpt';

describe('search excerpt', () => {
  it('splits at the marks: plain and marked runs in order, empty runs left out', () => {
    expect(excerptParts('costs after <mark>ingredients:</mark> about 209 GWh, <mark>Ashgrove</mark>')).toEqual([
      { text: 'costs after ', marked: false },
      { text: 'ingredients:', marked: true },
      { text: ' about 209 GWh, ', marked: false },
      { text: 'Ashgrove', marked: true },
    ]);
    expect(excerptParts('<mark>Solvara</mark>')).toEqual([{ text: 'Solvara', marked: true }]);
    expect(excerptParts('no match shown')).toEqual([{ text: 'no match shown', marked: false }]);
  });

  it('decodes what Pagefind escapes, once, so a page’s own markup reads as text and is never markup', () => {
    const parts = excerptParts('a &lt;b&gt; tag &amp; &quot;quotes&quot; &#39;and&#x27; <mark>&lt;script&gt;</mark> &amp;lt;');
    expect(parts).toEqual([
      { text: 'a <b> tag & "quotes" \'and\' ', marked: false },
      { text: '<script>', marked: true },
      { text: ' &lt;', marked: false },
    ]);
  });

  it('leaves an entity it does not know, or a code point that is none, as it is', () => {
    expect(decodeEntities('&unknown; &#0; &#x110000; &#233;')).toBe('&unknown; &#0; &#x110000; é');
  });
});
