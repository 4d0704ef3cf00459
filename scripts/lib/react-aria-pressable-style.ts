/**
 * React Aria's press handling (usePress, under the team carousel's tabs and arrows) adds one <style> to <head> when
 * the first pressable element mounts, unless an element with its id is there already. Inserted by script at
 * hydration, it makes Chrome rebuild every style sheet and lay out the whole page again, a long task
 * (docs/decisions/0005-loading-and-hydration.md), and the Content Security Policy would have to allow a sheet nobody
 * serves. So every page is served
 * with it: this reads the id and the rule from the installed react-aria, at build time, so that an update of React
 * Aria that changes either fails here or carries the change, never a stale copy. The Vite plugin makes it the
 * module `virtual:react-aria-pressable-style`; src/routes/__root.tsx serves it, and the prerender allows it by hash.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

export interface PressableStyle {
  id: string;
  css: string;
}

export function readPressableStyle(): PressableStyle {
  const packageDir = dirname(createRequire(import.meta.url).resolve('react-aria/package.json'));
  const file = join(packageDir, 'dist', 'private', 'interactions', 'usePress.js');
  const source = readFileSync(file, 'utf8');
  const id = /\$STYLE_ID = '([^']+)'/.exec(source)?.[1];
  const attribute = /\$PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1];
  const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
  if (!id || !attribute || !template) {
    throw new Error(`React Aria's pressable style was not found in ${file}: its usePress has changed; see scripts/lib/react-aria-pressable-style.ts`);
  }
  return { id, css: template.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/g, attribute).trim() };
}

const moduleId = 'virtual:react-aria-pressable-style';

export function pressableStylePlugin(): Plugin {
  return {
    name: 'react-aria-pressable-style',
    resolveId: (id) => (id === moduleId ? `\0${moduleId}` : undefined),
    load: (id) => (id === `\0${moduleId}` ? `export const pressableStyle = ${JSON.stringify(readPressableStyle())};` : undefined),
  };
}
