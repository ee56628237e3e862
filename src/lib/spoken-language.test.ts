import { describe, expect, it } from 'vitest';
import { spokenLanguage } from './spoken-language';

describe('spokenLanguage', () => {
  it('names the fluency beside the language when there is one', () => {
    expect(spokenLanguage({ language: 'Basque', fluency: 'Conversational' })).toBe(
      'Basque (Conversational)',
    );
  });

  it('is the language alone when the fluency is missing or blank', () => {
    expect(spokenLanguage({ language: 'Basque' })).toBe('Basque');
    expect(spokenLanguage({ language: 'Basque', fluency: '  ' })).toBe('Basque');
  });
});
