// @vitest-environment node
// The build's prerender: a part of the page that throws stops the build, naming what went wrong,
// instead of leaving that part to fail again in every visitor's browser.
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { sectionComponents } from './app-sections';
import { renderToHtml } from './entry-server';

describe('renderToHtml', () => {
  it('renders a page whose parts all render, Suspense boundaries inline', async () => {
    const html = await renderToHtml(
      <Suspense fallback={<p>later</p>}>
        <h2>Talks</h2>
      </Suspense>,
    );
    expect(html).toContain('<h2>Talks</h2>');
    expect(html).not.toContain('later');
  });

  it('fails with the error of a part inside a Suspense boundary, which React would leave to the browser', async () => {
    const { talks: Missing } = sectionComponents(['talks'], {}, {});
    await expect(
      renderToHtml(
        <main>
          <Suspense fallback={null}>
            <Missing />
          </Suspense>
        </main>,
      ),
    ).rejects.toThrow('The section "talks" in src/config/sections.ts has no component');
  });

  it('names every part that fails, so one build says them all', async () => {
    const { talks: Talks, awards: Awards } = sectionComponents(['talks', 'awards'], {}, {});
    const failing = renderToHtml(
      <main>
        <Suspense fallback={null}>
          <Talks />
        </Suspense>
        <Suspense fallback={null}>
          <Awards />
        </Suspense>
      </main>,
    );
    await expect(failing).rejects.toThrow(
      /"talks" in src\/config[^\n]*\n.*"awards" in src\/config/,
    );
  });
});
