// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { projectCategory } from './import-categories.ts';

const categories = ['Games', 'Web Development', 'Tools'];

describe('projectCategory', () => {
  it('takes the category the type names, whatever its case', () => {
    expect(projectCategory('games', categories, 'Tools')).toEqual({ category: 'Games' });
    expect(projectCategory('Website', categories, 'Tools')).toEqual({
      category: 'Web Development',
    });
  });

  it('files a type that is not among the categories under the fallback, and says so', () => {
    expect(projectCategory('library', categories, 'Tools')).toEqual({
      category: 'Tools',
      note: 'category "library" not among your categories: filed under "Tools"',
    });
    expect(projectCategory(undefined, categories, 'Tools')).toEqual({
      category: 'Tools',
      note: 'no type; filed under "Tools"',
    });
  });
});
