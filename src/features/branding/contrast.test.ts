import { describe, expect, it } from 'vitest';
import { DEFAULT_COLORS, formatRatio, judgeColor, judgeColors } from './contrast';

describe('WCAG contrast of the organisation colours', () => {
  it('passes the defaults and the demo colours for any text', () => {
    expect(judgeColors(DEFAULT_COLORS).map((v) => v.level)).toEqual(['pass', 'pass', 'pass']);
    expect(formatRatio(judgeColor('primary_color', '#0f766e').ratio)).toBe('5.47:1');
  });

  it('warns where only large text passes and refuses below 3:1, with the ratio rounded down', () => {
    expect(judgeColor('primary_color', '#3b82f6')).toMatchObject({ level: 'large' });
    expect(judgeColor('primary_color', '#3b82f6').message).toContain('3.67:1');
    expect(judgeColor('secondary_color', '#ffff00')).toMatchObject({ level: 'fail' });
    expect(judgeColor('text_color', '#999999').message).toBe(
      'The text color on a white page has a contrast of 2.84:1; WCAG AA needs at least 4.5:1 (3:1 for large text). Choose a darker text color.',
    );
    // Black on white is the most there is; white text on white the least.
    expect(formatRatio(judgeColor('text_color', '#000000').ratio)).toBe('21.00:1');
    expect(formatRatio(judgeColor('primary_color', '#ffffff').ratio)).toBe('1.00:1');
    // 4.4999 reads 4.49, never 4.50.
    expect(formatRatio(4.4999)).toBe('4.49:1');
  });
});
