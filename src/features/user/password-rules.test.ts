import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules';

describe('passwordProblem', () => {
  it('wants at least 10 characters', () => {
    expect(passwordProblem('Abc-12345')).toBe('The password must be at least 10 characters long.');
  });

  it('refuses common passwords, with digits or symbols at the ends and look-alike letters', () => {
    for (const pw of [
      'password123',
      'Password123!',
      'P@ssw0rd2026',
      'qwertyuiop',
      '1234567890',
      'abcdefghij',
      'aaaaaaaaaaaa',
      '!!Welcome2026',
      'consoleconsole',
    ])
      expect(passwordProblem(pw), pw).toMatch(/too common/);
  });

  it("refuses the person's own e-mail name or name", () => {
    expect(passwordProblem('dewi.lestari-2026', { email: 'dewi.lestari@x.test' })).toMatch(/name or e-mail/);
    expect(passwordProblem('Lestari#Jakarta#9', { fullName: 'Dewi Lestari' })).toMatch(/name or e-mail/);
  });

  it('accepts a long unpredictable password', () => {
    expect(passwordProblem('Mangga-Harum-77-Biru', { email: 'dewi@x.test', fullName: 'Dewi Lestari' })).toBeNull();
    expect(passwordProblem('Demo-Console-2026')).toBeNull();
  });
});
