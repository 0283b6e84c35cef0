import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp, rowActionNames, signIn } from '../helpers/app';

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const OWN_ONLY_ELSEWHERE = [/重置密码/, /重置验证器/, /停\s*用/];
/** Which of those a row offers, as buttons or in its "more" menu. */
const offered = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
  const names = await rowActionNames(user, rowOf(text));
  return OWN_ONLY_ELSEWHERE.filter((re) => names.some((n) => re.test(n)));
};

describe('no self-escalation in the console: one’s own account row', () => {
  // The page's modules are compiled on first use: done here, not inside the first test's time.
  beforeAll(() => import('@/pages/Resource'), 60_000);

  it('offers no password or authenticator reset, nor disable, on the operator’s own row; other rows keep them', async () => {
    const user = userEvent.setup();
    await signIn('admin@payops.test');
    renderApp('/settingMag/adminSetting');
    await screen.findByText('risk@payops.test');

    expect(await offered(user, 'admin@payops.test')).toEqual([]);
    // The profile (name, type) stays editable; the server refuses a change of one's own roles.
    expect(within(rowOf('admin@payops.test')).getByRole('button', { name: /编\s*辑/ })).toBeInTheDocument();

    expect(await offered(user, 'risk@payops.test')).toEqual(OWN_ONLY_ELSEWHERE);
  });

  it('follows whoever is signed in: the approver’s own row loses them, the admin’s row has them', async () => {
    const user = userEvent.setup();
    await signIn('approver@payops.test');
    renderApp('/settingMag/adminSetting');
    await screen.findByText('risk@payops.test');

    expect(await offered(user, 'approver@payops.test')).toEqual([]);
    expect(await offered(user, 'admin@payops.test')).toEqual(OWN_ONLY_ELSEWHERE);
  });
});
