import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file under `dir` outside dot-folders, as paths relative to it with forward slashes, sorted. */
export function listFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) found.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return found.sort();
}

/** Every `.html` file under `dir`, as paths relative to it with forward slashes, sorted. */
export function listHtmlFiles(dir: string): string[] {
  return listFiles(dir).filter((file) => file.endsWith('.html'));
}
