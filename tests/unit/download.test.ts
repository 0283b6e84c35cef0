import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '@/request/download';

describe('Content-Disposition file names', () => {
  it.each([
    ['attachment; filename="merchants.csv"', 'merchants.csv'],
    ['attachment; filename=orders-2026-11.csv', 'orders-2026-11.csv'],
    ["attachment; filename*=UTF-8''%E5%95%86%E6%88%B7%20%E5%88%97%E8%A1%A8.csv", '商户 列表.csv'],
    ['attachment; filename="fallback.csv"; filename*=UTF-8\'\'real%20name.csv', 'real name.csv'],
    ['attachment; filename="a \\"quoted\\" name.csv"', 'a "quoted" name.csv'],
    ['attachment; filename="../../etc/passwd"', '_.._etc_passwd'],
    ['attachment; filename="..\\..\\boot.ini"', 'boot.ini'],
    ['attachment; filename="bad\u0000\u001fname.csv"', 'badname.csv'],
    ["attachment; filename*=UTF-8''%E0%A4%A", '%E0%A4%A'],
    ['attachment', 'download'],
    ['', 'download'],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
  it('caps very long names', () => {
    expect(fileNameFromDisposition(`attachment; filename="${'x'.repeat(1000)}.csv"`)).toHaveLength(200);
  });
});
