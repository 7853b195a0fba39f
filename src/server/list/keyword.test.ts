import { describe, expect, it } from 'vitest';
import { keywordParts, rarePart } from './keyword';

/** A sample as pg_stats gives it for 100,000 titles 'Word Quiz N': every one has 'quiz', few a given number. */
const sample = Array.from({ length: 101 }, (_, i) => `${['leadership', 'safety', 'sales'][i % 3]} quiz ${1000 + i * 997}`);

describe('keywordParts', () => {
  it('gives each word of three or more letters or digits with the character on each side of it', () => {
    const parts = (k: string) => keywordParts(k).map((p) => p.part);
    expect(parts('Quiz 123')).toEqual(['Quiz ', ' 123']);
    expect(parts('Safety Quiz 12')).toEqual(['Safety ', ' Quiz ']);
    expect(parts('Pelatihan K3-Dasar')).toEqual(['Pelatihan ', '-Dasar']);
    expect(keywordParts('Person 1234')).toEqual([
      { part: 'Person ', word: 'Person' },
      { part: ' 1234', word: '1234' },
    ]);
    expect(keywordParts('ab')).toEqual([]);
  });
});

describe('rarePart', () => {
  it('picks the rare part when another part is common', () => {
    expect(rarePart('Quiz 123', sample)).toBe(' 123');
    expect(rarePart('quiz 99999', sample)).toBe(' 99999');
  });
  it('counts a word as common by the word alone: "person" is in every address person…@…, "Person " in none', () => {
    const emails = Array.from({ length: 101 }, (_, i) => `person${1000 + i * 997}@people.example`);
    expect(rarePart('Person 1234', emails)).toBe(' 1234');
  });
  it('keeps the keyword as it is when it has one part, no common part, no rare part, or no sample', () => {
    expect(rarePart('quiz', sample)).toBeNull();
    expect(rarePart('Compliance 123', sample)).toBeNull();
    expect(rarePart('Safety Quiz', sample)).toBeNull();
    expect(rarePart('Quiz 123', sample.slice(0, 10))).toBeNull();
    expect(rarePart('Quiz 123', [])).toBeNull();
  });
});
