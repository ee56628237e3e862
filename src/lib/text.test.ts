import { describe, expect, it } from 'vitest';
import { camelCaseToWords, paperVenue, paperYear, splitVisible } from './text';

describe('paperYear', () => {
  it.each([
    ['2024', '2024'],
    ['in press, 2025', '2025'],
    ['c. 2023', '2023'],
    ['20233', ''],
    ['24', ''],
    ['', ''],
  ])('reads %j as %j', (year, digits) => expect(paperYear(year)).toBe(digits));
});

describe('paperVenue', () => {
  it('joins the conference and journal the owner gave, and nothing else', () => {
    expect(paperVenue({ conference: 'IROS 2024', journal: 'IEEE' })).toBe('IROS 2024 · IEEE');
    expect(paperVenue({ conference: '', journal: 'Nature' })).toBe('Nature');
    expect(paperVenue({ conference: ' ', journal: '' })).toBe('');
  });
});

describe('camelCaseToWords', () => {
  it.each([
    ['testAccuracy', 'Test Accuracy'],
    ['f1Score', 'F1 Score'],
    ['rougeLScore', 'Rouge L Score'],
    ['expectedCalibrationError', 'Expected Calibration Error'],
    ['XMLParser', 'XML Parser'],
    ['accuracy', 'Accuracy'],
    ['model_size', 'Model size'],
    ['', ''],
  ])('%s → %s', (key, words) => {
    expect(camelCaseToWords(key)).toBe(words);
  });
});

describe('splitVisible', () => {
  it('keeps the first n and counts the rest', () => {
    expect(splitVisible(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({
      visible: ['a', 'b', 'c'],
      hiddenCount: 2,
    });
  });

  it('has nothing hidden when the list is short', () => {
    expect(splitVisible(['a', 'b'], 3)).toEqual({ visible: ['a', 'b'], hiddenCount: 0 });
    expect(splitVisible([], 5)).toEqual({ visible: [], hiddenCount: 0 });
  });

  it('treats a negative count as zero', () => {
    expect(splitVisible(['a'], -1)).toEqual({ visible: [], hiddenCount: 1 });
  });
});
