import { describe, expect, it } from 'vitest';

import { MAIL_SANDBOX, mailSrcdoc } from './mailSrcdoc';

describe('mailSrcdoc', () => {
  it('opens links in a new tab, with our base before anything the mail brings', () => {
    const doc = mailSrcdoc('<base href="https://evil.example/"><a href="/x">x</a>');
    expect(doc.indexOf('<base target="_blank">')).toBeLessThan(doc.indexOf('evil.example'));
  });

  it('keeps the body as sent: the sandbox, not escaping, stops its scripts', () => {
    expect(mailSrcdoc('<p>Hi</p><script>x()</script>')).toContain('<p>Hi</p><script>x()</script>');
  });

  it('stamps the page’s style nonce on its style element, which the policy allows', () => {
    expect(mailSrcdoc('<p>Hi</p>', 'abc+/=')).toContain('<style nonce="abc+/=">');
    expect(mailSrcdoc('<p>Hi</p>', 'a"><script>')).toContain('<style nonce="ascript">');
    expect(mailSrcdoc('<p>Hi</p>')).toContain('<style>');
  });

  it('sandboxes without scripts, forms or same origin', () => {
    expect(MAIL_SANDBOX.split(' ')).toEqual(['allow-popups', 'allow-popups-to-escape-sandbox']);
  });
});
