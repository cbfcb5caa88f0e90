import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../lib/translate';
import {
  EMAIL_CHANGE_TTL_MS,
  inDays,
  inHours,
  inMinutes,
  INVITATION_TTL_MS,
  PASSWORD_RESET_TTL_MS,
} from '../../services/lifetimes';
import { emailConfirmMail } from './emailChange';
import { invitationMail } from './invitation';
import { passwordResetMail } from './passwordReset';

const resetMail = () =>
  passwordResetMail({ to: 'a@example.org', token: 'ABC', portalUrl: 'https://portal.test' });
const confirmMail = () =>
  emailConfirmMail({ to: 'a@example.org', oldEmail: 'b@example.org', link: 'https://x.test' });
const inviteMail = () =>
  invitationMail({
    to: 'a@example.org',
    inviterName: 'Ada',
    subjectName: 'Sipho',
    designation: 'OT',
    code: 'XYZ',
    link: 'https://x.test',
  });

// Each mail states the lifetime its service enforces, taken from the same constant.
describe.each([
  [
    'password reset',
    resetMail,
    `${inMinutes(PASSWORD_RESET_TTL_MS)} minutes`,
    `imizuzu eyi-${inMinutes(PASSWORD_RESET_TTL_MS)}`,
  ],
  [
    'e-mail change',
    confirmMail,
    `${inHours(EMAIL_CHANGE_TTL_MS)} hours`,
    `amahora angu-${inHours(EMAIL_CHANGE_TTL_MS)}`,
  ],
  [
    'invitation',
    inviteMail,
    `${inDays(INVITATION_TTL_MS)} days`,
    `izinsuku eziyi-${inDays(INVITATION_TTL_MS)}`,
  ],
])('the %s mail', (_name, mail, english, zulu) => {
  it('states its lifetime from the constant, in both bodies and both languages', () => {
    const en = inLanguage('en', mail);
    expect(en.text).toContain(english);
    expect(en.html).toContain(english);
    expect(inLanguage('zu', mail).text).toContain(zulu);
  });
});
