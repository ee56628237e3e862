import { describe, expect, it } from 'vitest';
import { evaluate, workflowRunSteps } from './owner-suite';

describe('the Pages workflow as the owner suite runs it', () => {
  it('installs, then runs one script that checks, builds and tests in that order', () => {
    const runs = workflowRunSteps().map((step) => step.run);
    expect(runs).toEqual(['npm ci', 'npm run build:checked']);
  });

  it('reads the sub-path and address a project site would get, and no secrets', () => {
    expect(evaluate('${{ steps.pages.outputs.base_path }}/')).toBe('/portfolio/');
    expect(evaluate('${{ vars.SITE_URL || steps.pages.outputs.base_url }}')).toBe(
      'https://owner.example.io/portfolio',
    );
    expect(evaluate('${{ secrets.VITE_EMAILJS_PUBLIC_KEY }}')).toBe('');
  });
});
