// `@content/…` as the build resolves it, for the Node server's own process. TypeScript's `paths`
// cannot say "the sample's languages.ts only while there is no content/ folder", so tsx alone gives
// the sample's site the default's one language: the contact form's plain post from /de/ was answered
// in English and sent on to the English sent page. A module hook resolves each such import with
// resolveContentModule(), the rule the build, the edge bundle and the end-to-end specs follow.
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolveContentModule } from '../scripts/content-dir.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

type NextResolve = (specifier: string, context: unknown) => Promise<unknown>;

/** The module hook (run on Node's loader thread): the file the build reads, resolved by tsx. */
export async function resolve(
  specifier: string,
  context: unknown,
  next: NextResolve,
): Promise<unknown> {
  const file = specifier.startsWith('@content/')
    ? resolveContentModule(ROOT, specifier)
    : undefined;
  return next(file ? pathToFileURL(file).href : specifier, context);
}

/** Resolves every `@content/…` imported from now on as the build does. */
export function registerContentModules(): void {
  register(import.meta.url);
}
