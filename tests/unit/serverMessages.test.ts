import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../mocks/errors';
import enUS from '@/locales/en-US';

describe("the server messages the console says in the operator's language", () => {
  it("are, in English, the fake backend's own words", () => {
    const named = Object.values(ERRORS).filter((e) => `request.code.${e.code}` in enUS);
    expect(named.map((e) => e.code).sort()).toEqual([100002, 101030, 101031, 101032, 101033, 101034, 101035, 101036]);
    for (const e of named) expect(enUS[`request.code.${e.code}` as keyof typeof enUS]).toBe(e.message);
  });
});
