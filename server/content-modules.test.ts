import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { resolveContentModule } from '../scripts/content-dir';
import { resolve } from './content-modules';

const ROOT = path.resolve(import.meta.dirname, '..');

describe("the Node server's content modules", () => {
  it('resolves `@content/…` to the file the build reads, languages.ts included', async () => {
    const next = vi.fn(async (specifier: string) => specifier);
    for (const module of ['@content/languages', '@content/profile']) {
      const file = resolveContentModule(ROOT, module);
      expect(file).toBeDefined();
      await resolve(module, {}, next);
      expect(next).toHaveBeenLastCalledWith(pathToFileURL(file ?? '').href, {});
    }
  });

  it('leaves every other import to the loaders after it', async () => {
    const next = vi.fn(async (specifier: string) => specifier);
    for (const specifier of ['node:path', './serve.ts', 'compression', '@content/no-such-module']) {
      await resolve(specifier, {}, next);
      expect(next).toHaveBeenLastCalledWith(specifier, {});
    }
  });
});
