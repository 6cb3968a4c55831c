import { describe, expect, it } from 'vitest';
import { csvField } from './ledger-reads';

describe('a field of the payments CSV', () => {
  it('is quoted when it holds a comma, a quote or a line break, and never read as a formula', () => {
    expect(csvField('pi_test_1')).toBe('pi_test_1');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    for (const start of ['+', '-', '@', '\t']) expect(csvField(`${start}1`)).toBe(`'${start}1`);
  });
});
