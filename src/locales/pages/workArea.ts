/** Labels of the work area's tabs and the session guard, both languages (registered in src/locales/pages/index.ts). */
const labels: Record<'zh-CN' | 'en-US', Record<string, string>> = {
  'zh-CN': {
    'workArea.menu': '标签页操作',
    'workArea.reload': '刷新',
    'workArea.close': '关闭',
    'workArea.closeOthers': '关闭其他',
    'workArea.closeRight': '关闭右侧',
    'workArea.closeAll': '全部关闭',
    'workArea.pin': '固定',
    'workArea.unpin': '取消固定',
    'workArea.pinned': '已固定',
    'workArea.more': '更多标签页',
    'workArea.limit.title': '标签页已达上限',
    'workArea.limit.replace': '最多同时打开 {max} 个标签页。打开「{opening}」需要关闭最久未用的「{closing}」。',
    'workArea.limit.allPinned':
      '最多同时打开 {max} 个标签页，现在都已固定。请先取消固定或关闭一个，再打开「{opening}」。',
    'workArea.limit.ok': '关闭并打开',
    'workArea.limit.cancel': '不打开',
    'workArea.limit.understood': '知道了',
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
    'workArea.closeRight': 'Close tabs to the right',
    'workArea.closeAll': 'Close all',
    'workArea.pin': 'Pin',
    'workArea.unpin': 'Unpin',
    'workArea.pinned': 'Pinned',
    'workArea.more': 'More tabs',
    'workArea.limit.title': 'Too many tabs',
    'workArea.limit.replace':
      'At most {max} tabs can be open. Opening “{opening}” closes “{closing}”, the tab unused the longest.',
    'workArea.limit.allPinned':
      'At most {max} tabs can be open, and all of them are pinned. Unpin or close one, then open “{opening}” again.',
    'workArea.limit.ok': 'Close it and open',
    'workArea.limit.cancel': 'Don’t open',
    'workArea.limit.understood': 'OK',
    'session.idle.title': 'You are about to be signed out',
    'session.idle.warning': 'You have been inactive for a while and will be signed out in {seconds} s.',
    'session.idle.stay': 'Stay signed in',
    'session.idle.signOut': 'Sign out now',
    'session.idle.signedOut': 'You were signed out after a long time without activity. Please sign in again.',
  },
};

export default labels;
