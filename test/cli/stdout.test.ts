import { describe, expect, it, vi } from 'vitest';
import { writeStdout } from '../../src/cli/stdout.ts';

describe('command output', () => {
  it.each([
    'https://hooks.example.com/p?webhook_secret=s3cr3t-value',
    'https://hooks.example.com/p?webhook%5Fsecret=s3cr3t-value',
    'https://hooks.example.com/p?WEBHOOK%5fSECRET=s3cr3t-value',
    'https://hooks.example.com/p?a=1&access%5Ftoken=s3cr3t-value',
    'https://hooks.example.com/p?client%5Fsecret%3Ds3cr3t-value',
  ])('prints %s with the secret redacted', (target) => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    writeStdout(`${JSON.stringify({ target })}\n`);
    const printed = String(write.mock.calls[0]?.[0]);
    expect(printed).not.toContain('s3cr3t-value');
    expect(printed).toMatch(/(=|%3D)\[redacted\]"\}\n$/);
  });
});
