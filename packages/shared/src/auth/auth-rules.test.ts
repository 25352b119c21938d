import { describe, expect, it } from 'vitest';
import { ZDeveloperRegisterForm, ZRegisterForm } from './auth.schemas';
import { normalizeGithubProfile, parseGithubProfile } from './github-profile';
import { measurePasswordStrength } from './password-strength';
import { isPlaceholderEmail, isPlaceholderName } from './session-rules';

describe('parseGithubProfile', () => {
  it.each([
    ['github.com/octocat', 'octocat'],
    ['https://github.com/octo-cat/', 'octo-cat'],
    ['http://www.github.com/Octocat', 'Octocat'],
  ])('reads %s', (input, username) => {
    expect(parseGithubProfile(input)).toBe(username);
  });

  it.each([
    'octocat',
    'gitlab.com/octocat',
    'github.com/',
    'github.com/octo/cat',
    'github.com/-octo',
    'github.com/octo--cat',
  ])('refuses %s', (input) => {
    expect(parseGithubProfile(input)).toBeNull();
  });

  it('normalises to github.com/username', () => {
    expect(normalizeGithubProfile('https://www.github.com/Octocat/')).toBe('github.com/Octocat');
  });
});

describe('measurePasswordStrength', () => {
  it.each([
    ['abc', 'weak'],
    ['abcdefgh', 'weak'],
    ['abcdefg1', 'fair'],
    ['Abcdefg1', 'good'],
    ['Abcdefg1!', 'excellent'],
  ])('%s is %s', (password, level) => {
    expect(measurePasswordStrength(password).level).toBe(level);
  });
});

describe('session placeholders', () => {
  it('treats ejemplo and example/test domains as placeholders, real addresses not', () => {
    expect(isPlaceholderEmail('juan@ejemplo.com')).toBe(true);
    expect(isPlaceholderEmail('EJEMPLO.juan@correo.es')).toBe(true);
    expect(isPlaceholderEmail('someone@example.com')).toBe(true);
    expect(isPlaceholderEmail('qa@shop.test')).toBe(true);
    expect(isPlaceholderEmail('lucia.moreno@vitrina.app')).toBe(false);
    expect(isPlaceholderEmail('testimonios@negocio.co')).toBe(false);
  });
  it('treats the name Usuario as a placeholder in any case', () => {
    expect(isPlaceholderName(' usuario ')).toBe(true);
    expect(isPlaceholderName('Usuaria Real')).toBe(false);
  });
});

describe('registration forms', () => {
  const base = { name: 'Marta', email: 'marta@correo.es', password: 'secreto1', confirmPassword: 'secreto1' };
  it('accepts a matching confirmation and lower-cases the email', () => {
    const result = ZRegisterForm.safeParse({ ...base, email: ' Marta@Correo.ES ' });
    expect(result.success && result.data.email).toBe('marta@correo.es');
  });
  it('puts a mismatch on confirmPassword with the spec message key', () => {
    const result = ZRegisterForm.safeParse({ ...base, confirmPassword: 'otra' });
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['confirmPassword'], message: 'validation.passwordsMismatch' }),
    );
  });
  it('requires the developer fields', () => {
    const result = ZDeveloperRegisterForm.safeParse({ ...base, paypalMerchantId: '', githubProfile: '' });
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining(['validation.merchantIdRequired', 'validation.githubRequired']),
    );
  });
});
