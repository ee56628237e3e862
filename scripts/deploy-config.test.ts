// Every host's config file calls the one build command and publishes the one output folder, and
// DEPLOYING.md says the same.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const BUILD = 'npm run build';

/** `key = "value"` from a TOML file (the few flat keys these files use). */
function tomlValue(text: string, key: string): string | undefined {
  return new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, 'm').exec(text)?.[1];
}

describe('host config files', () => {
  it('Netlify builds with the build command into dist', () => {
    const toml = read('netlify.toml');
    expect(tomlValue(toml, 'command')).toBe(BUILD);
    expect(tomlValue(toml, 'publish')).toBe('dist');
  });

  it('Vercel builds with the build command into dist', () => {
    const json = JSON.parse(read('vercel.json')) as Record<string, unknown>;
    expect(json).toMatchObject({ buildCommand: BUILD, outputDirectory: 'dist' });
  });

  it('Cloudflare Pages publishes dist', () => {
    expect(tomlValue(read('wrangler.toml'), 'pages_build_output_dir')).toBe('./dist');
  });

  it('GitHub Pages builds through the build script and uploads dist', () => {
    const workflow = parse(read('.github/workflows/deploy.yml')) as {
      jobs: { build: { steps: { run?: string; with?: { path?: string } }[] } };
    };
    const steps = workflow.jobs.build.steps;
    expect(steps.some((s) => s.run === 'npm run build:checked')).toBe(true);
    expect(steps.some((s) => s.with?.path === 'dist')).toBe(true);
    const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(pkg.scripts['build:checked']).toContain(BUILD);
  });

  it('DEPLOYING.md names each file and the same command', () => {
    const doc = read('DEPLOYING.md');
    for (const file of ['netlify.toml', 'vercel.json', 'wrangler.toml', 'deploy.yml']) {
      expect(doc).toContain(file);
    }
    expect(doc).toContain(`\`${BUILD}\``);
  });
});
