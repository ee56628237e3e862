import { describe, expect, it } from 'vitest';
import {
  hasCjkLetters,
  joinSentences,
  sentence,
  unspacedLetterCount,
  withoutUnspacedLetters,
} from './writing';

describe('sentence', () => {
  it('keeps a sentence that has its own end, a closing quote or bracket after it included', () => {
    for (const text of [
      'Why?',
      'Done!',
      'Wait…',
      '改善しました。',
      '「改善しました。」',
      'He said "yes."',
    ])
      expect(sentence(text, 'as-written')).toBe(text);
  });

  it('adds a full stop by the language the text ends in, where asked to write it so', () => {
    expect(sentence('Shipped v2')).toBe('Shipped v2.');
    expect(sentence('A/Bテスト基盤の構築', 'as-written')).toBe('A/Bテスト基盤の構築。');
    // Decided by its last letter, not by a word of another script inside it.
    expect(sentence('Localized the app for 日本語 users', 'as-written')).toBe(
      'Localized the app for 日本語 users.',
    );
    // A citation style's stop is its own, whatever the language of the title.
    expect(sentence('日本語要約の評価')).toBe('日本語要約の評価.');
  });
});

describe('joinSentences', () => {
  it('puts a space between two sentences, none after a Chinese or Japanese stop', () => {
    expect(joinSentences(['One.', 'Two.'])).toBe('One. Two.');
    expect(joinSentences(['改善しました。', '構築。', 'Then more.'])).toBe(
      '改善しました。構築。Then more.',
    );
    expect(joinSentences([])).toBe('');
  });
});

describe('letters', () => {
  it('counts the letters of scripts written without spaces, the long vowel mark too', () => {
    expect(unspacedLetterCount('データベース')).toBe(6);
    expect(unspacedLetterCount('한국어 text')).toBe(0);
    expect(withoutUnspacedLetters('日本 and 語').split(/\s+/).filter(Boolean)).toEqual(['and']);
  });

  it('knows a Chinese, Japanese or Korean name', () => {
    expect(hasCjkLetters('山田 花子')).toBe(true);
    expect(hasCjkLetters('김민준')).toBe(true);
    expect(hasCjkLetters('Ada Lovelace')).toBe(false);
  });
});
