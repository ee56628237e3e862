import { describe, expect, it } from 'vitest';
import { CONTACT_FORM_PATH, CONTACT_LANGUAGE_PARAM } from '../config/env-email';
import { contactAction } from './form-lock-script';
import type { SiteLanguages } from './languages';

const SITE: SiteLanguages = { default: 'en', all: ['en', 'de', 'pt-BR'] };

describe('contactAction', () => {
  it('posts the default language’s form to the handler at the site’s base, as it always has', () => {
    expect(contactAction('/', SITE, SITE.default)).toBe(`/${CONTACT_FORM_PATH}`);
    expect(contactAction('/portfolio/', SITE, SITE.default)).toBe(
      `/portfolio/${CONTACT_FORM_PATH}`,
    );
  });

  it('posts every other language’s form to the same handler, naming the language', () => {
    for (const tag of SITE.all.filter((tag) => tag !== SITE.default)) {
      const action = new URL(contactAction('/portfolio/', SITE, tag), 'https://site.example');
      expect(action.pathname).toBe(`/portfolio/${CONTACT_FORM_PATH}`);
      expect(action.searchParams.get(CONTACT_LANGUAGE_PARAM)).toBe(tag);
    }
  });
});
