import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../helpers/app';

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const OWN_ONLY_ELSEWHERE = [/重置密码/, /重置验证器/, /停\s*用/];

describe('no self-escalation in the console: one’s own account row', () => {
  // The page's modules are compiled on first use: done here, not inside the first test's time.
  beforeAll(() => import('@/pages/Resource'), 60_000);

  it('offers no password or authenticator reset, nor disable, on the operator’s own row; other rows keep them', async () => {
    await signIn('admin@payops.test');
    renderApp('/settingMag/adminSetting');
    await screen.findByText('risk@payops.test');

    const own = rowOf('admin@payops.test');
    for (const name of OWN_ONLY_ELSEWHERE) expect(within(own).queryByRole('button', { name }), String(name)).toBeNull();
    // The profile (name, type) stays editable; the server refuses a change of one's own roles.
    expect(within(own).getByRole('button', { name: /编\s*辑/ })).toBeInTheDocument();

    const other = rowOf('risk@payops.test');
    for (const name of OWN_ONLY_ELSEWHERE) expect(within(other).getByRole('button', { name })).toBeInTheDocument();
  });

  it('follows whoever is signed in: the approver’s own row loses them, the admin’s row has them', async () => {
    await signIn('approver@payops.test');
    renderApp('/settingMag/adminSetting');
    await screen.findByText('risk@payops.test');

    const own = rowOf('approver@payops.test');
    for (const name of OWN_ONLY_ELSEWHERE) expect(within(own).queryByRole('button', { name })).toBeNull();
    const admin = rowOf('admin@payops.test');
    for (const name of OWN_ONLY_ELSEWHERE) expect(within(admin).getByRole('button', { name })).toBeInTheDocument();
  });
});
