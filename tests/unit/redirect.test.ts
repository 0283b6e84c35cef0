import { describe, expect, it } from 'vitest';
import { loginUrl, resolveRedirect } from '@/auth/redirect';

const origin = 'https://console.payops.test';
const permitted = new Set(['/Home', '/risk/user', '/OrgMag/siteMag/:cust_id']);
const pagePatterns = ['/Home', '/risk/user', '/settingMag/adminSetting', '/OrgMag/siteMag/:cust_id'];
const canView = (path: string) =>
  permitted.has(path) || (path.startsWith('/OrgMag/siteMag/') && path.split('/').length === 4);
const go = (redirect: string | null) => resolveRedirect({ redirect, origin, pagePatterns, canView, fallback: '/Home' });

describe('post-login redirect (spec §2, §4)', () => {
  it('goes to a permitted same-origin page, keeping its query and hash', () => {
    expect(go('/risk/user?status=1#top')).toBe('/risk/user?status=1#top');
    expect(go(`${origin}/risk/user`)).toBe('/risk/user');
    expect(go('/OrgMag/siteMag/C1001')).toBe('/OrgMag/siteMag/C1001');
  });
  it('falls back to the first permitted page without a target', () => {
    expect(go(null)).toBe('/Home');
    expect(go('')).toBe('/Home');
  });
  it.each([
    '//evil.example',
    '//evil.example/Home',
    'https://evil.example/',
    'https://evil.example/Home',
    'http://console.payops.test/Home',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    'https:evil.example',
    '/user/login?redirect=//evil.example',
    // Issue 9: encoded, doubled and control-character variants (what the query holds after one decoding).
    '%2F%5Cevil.example',
    '%252F%252Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\t//evil.example',
    '///evil.example',
    '/\\/evil.example',
    'http:/\\evil.example',
    'https://console.payops.test@evil.example/Home',
    '//console.payops.test@evil.example',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'jav&#x61;script:alert(1)',
    'vbscript:msgbox(1)',
    '/Home/../../\\evil.example',
    '\u3002evil.example',
    '/%09/evil.example',
  ])('refuses %s', (target) => {
    expect(go(target)).toBe('/Home');
  });
  it('refuses pages the operator may not open, and paths that are no page', () => {
    expect(go('/settingMag/adminSetting')).toBe('/Home');
    expect(go('/nowhere')).toBe('/Home');
    expect(go('/home')).toBe('/Home');
  });
  it('builds the login URL with the current location as redirect', () => {
    expect(loginUrl('/risk/user?status=1')).toBe('/user/login?redirect=%2Frisk%2Fuser%3Fstatus%3D1');
  });
});
