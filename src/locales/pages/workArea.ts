/** Labels of the work area's tabs and the session guard, both languages (registered in src/locales/pages/index.ts). */
const labels: Record<'zh-CN' | 'en-US', Record<string, string>> = {
  'zh-CN': {
    'workArea.menu': '标签页操作',
    'workArea.reload': '刷新',
    'workArea.close': '关闭',
    'workArea.closeOthers': '关闭其他',
    'workArea.closeAll': '全部关闭',
    'session.idle.title': '即将退出登录',
    'session.idle.warning': '你已长时间没有操作，将在 {seconds} 秒后自动退出登录。',
    'session.idle.stay': '继续使用',
    'session.idle.signOut': '立即退出',
    'session.idle.signedOut': '由于长时间没有操作，你已退出登录，请重新登录。',
  },
  'en-US': {
    'workArea.menu': 'Tab actions',
    'workArea.reload': 'Reload',
    'workArea.close': 'Close',
    'workArea.closeOthers': 'Close others',
    'workArea.closeAll': 'Close all',
    'session.idle.title': 'You are about to be signed out',
    'session.idle.warning': 'You have been inactive for a while and will be signed out in {seconds} s.',
    'session.idle.stay': 'Stay signed in',
    'session.idle.signOut': 'Sign out now',
    'session.idle.signedOut': 'You were signed out after a long time without activity. Please sign in again.',
  },
};

export default labels;
