/**
 * What a failed delivery's SMTP reply says about trying again (RFC 5321 section 4.2.1): a 5yz
 * reply is a permanent refusal (the mailbox does not exist, the domain takes no mail), so the
 * same mail to the same address fails again; a 4yz reply or no reply at all (the connection
 * failed) is temporary, and a resend may get through.
 */
export function isPermanentFailure(smtpCode: number | null | undefined): boolean {
  return typeof smtpCode === 'number' && smtpCode >= 500 && smtpCode < 600;
}

/** The SMTP reply code a delivery error carries (nodemailer's `responseCode`, else the text's). */
export function smtpCodeOf(error: unknown): number | null {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof code === 'number' && Number.isInteger(code)) {
    return code;
  }
  const leading = /^([2-5]\d\d)\b/.exec(error instanceof Error ? error.message : '');
  return leading ? Number(leading[1]) : null;
}
