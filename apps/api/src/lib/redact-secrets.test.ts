import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact-secrets.ts';

const TOKEN = 'EAAGm0PX4ZCpsBAKZCZBxyz/+=Q1w2e3r4t5y6u7i8o9p0';

describe('redactSecrets', () => {
  it('hides a secret whole, cut short, URL-encoded once or twice, and keeps the rest', () => {
    const once = encodeURIComponent(TOKEN);
    const text = [
      `whole ${TOKEN}`,
      `prefix ${TOKEN.slice(0, 24)}…`,
      `tail ${TOKEN.slice(-12)}`,
      `encoded ${once}`,
      `twice ${encodeURIComponent(once)}`,
    ].join(' | ');
    expect(redactSecrets(text, [TOKEN])).toBe(
      'whole [redacted] | prefix [redacted]… | tail [redacted] | encoded [redacted] | twice [redacted]',
    );
  });

  it('leaves text without a secret as it is, and ignores unset secrets', () => {
    expect(redactSecrets('HTTP 400: code 100 Invalid parameter', [TOKEN, null, undefined, ''])).toBe(
      'HTTP 400: code 100 Invalid parameter',
    );
  });
});
