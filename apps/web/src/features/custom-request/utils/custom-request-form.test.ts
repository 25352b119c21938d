import { ZCustomRequestForm } from '@vitrina/shared/custom-requests/custom-request.schemas';
import { describe, expect, it } from 'vitest';
import {
  buildCustomRequestFormData,
  customRequestDefaults,
  lockedIdentity,
  type TCustomRequestSubmission,
} from './custom-request-form';

const values = (overrides: Partial<TCustomRequestSubmission> = {}): TCustomRequestSubmission => ({
  name: 'Lucía Moreno',
  email: 'lucia@example.org',
  description: 'Una app para reservar turnos.',
  sharedUrl: '',
  website: '',
  withAttachment: false,
  fileTooLarge: false,
  ...overrides,
});
const pdf = new File(['%PDF-1.7 test'], 'brief.pdf', { type: 'application/pdf' });

describe('the multipart body of a custom request', () => {
  it('carries the text fields first and the file last, as the part "attachment"', () => {
    const form = buildCustomRequestFormData(values({ withAttachment: true }), pdf);
    expect([...form.keys()]).toEqual(['name', 'email', 'description', 'sharedUrl', 'website', 'attachment']);
    expect(form.get('name')).toBe('Lucía Moreno');
    expect(form.get('email')).toBe('lucia@example.org');
    expect(form.get('description')).toBe('Una app para reservar turnos.');
    expect(form.get('sharedUrl')).toBe('');
    expect(form.get('website')).toBe('');
    const file = form.get('attachment');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('brief.pdf');
    expect((file as File).type).toBe('application/pdf');
  });

  it('has no file when the attachment is off, even if one was chosen before', () => {
    const form = buildCustomRequestFormData(values(), pdf);
    expect(form.has('attachment')).toBe(false);
    expect(form.get('sharedUrl')).toBe('');
  });

  it('sends the URL instead of the file for a file over the limit', () => {
    const form = buildCustomRequestFormData(
      values({ withAttachment: true, fileTooLarge: true, sharedUrl: 'https://drive.google.com/file/d/1' }),
      pdf,
    );
    expect(form.has('attachment')).toBe(false);
    expect(form.get('sharedUrl')).toBe('https://drive.google.com/file/d/1');
  });

  it('never sends a URL left over outside the URL mode', () => {
    const form = buildCustomRequestFormData(
      values({ withAttachment: true, sharedUrl: 'https://x.org' }),
      null,
    );
    expect(form.get('sharedUrl')).toBe('');
    expect(form.has('attachment')).toBe(false);
  });

  it('passes the honeypot on as it is, for the server to judge', () => {
    expect(buildCustomRequestFormData(values({ website: 'http://spam.example' }), null).get('website')).toBe(
      'http://spam.example',
    );
  });
});

describe('the form for signed-in people and visitors', () => {
  it("opens with the account's name and email, locked", () => {
    const user = { name: ' Lucía Moreno ', email: 'lucia.moreno@vitrina.app' };
    expect(customRequestDefaults(user)).toMatchObject({
      name: 'Lucía Moreno',
      email: 'lucia.moreno@vitrina.app',
    });
    expect(lockedIdentity(user)).toEqual({ name: true, email: true });
  });

  it('leaves an empty account name editable', () => {
    expect(lockedIdentity({ name: '', email: 'a@b.co' })).toEqual({ name: false, email: true });
  });

  it('opens empty and unlocked for visitors', () => {
    expect(customRequestDefaults(null)).toEqual({
      name: '',
      email: '',
      description: '',
      sharedUrl: '',
      website: '',
      withAttachment: false,
      fileTooLarge: false,
    });
    expect(lockedIdentity(null)).toEqual({ name: false, email: false });
  });

  it('requires the URL only in URL mode (the shared schema the resolver uses)', () => {
    const urlMode = { ...values(), withAttachment: true, fileTooLarge: true };
    const result = ZCustomRequestForm.safeParse(urlMode);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['sharedUrl', 'customRequest.urlRequired'],
    ]);
    expect(
      ZCustomRequestForm.safeParse({ ...urlMode, sharedUrl: 'https://drive.google.com/x' }).success,
    ).toBe(true);
    expect(ZCustomRequestForm.safeParse(customRequestDefaults(null)).success).toBe(false);
  });
});
