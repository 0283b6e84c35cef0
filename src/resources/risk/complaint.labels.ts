import type { ResourceLabels } from '@/console/types';

/** Labels of the `complaint` resource, both languages: title, fields, actions, sections... */
export const complaint: ResourceLabels = {
  'zh-CN': {
    title: '买家投诉',
    record: '买家投诉',
    fields: {
      complaint_id: '投诉编号',
      type: '投诉类型',
      content: '投诉内容',
      assignee: '处理人',
      reply_count: '回复数',
      last_reply_at: '最近回复时间',
      replies: '回复记录',
      resolution: '处理结果',
      created_at: '投诉时间',
      resolved_at: '解决时间',
      message: '回复内容',
    },
    actions: {
      assign: '分配',
      reply: '回复',
      resolve: '解决',
    },
    sections: {
      complaint: '投诉',
      handling: '处理',
      replies: '回复',
    },
  },
  'en-US': {
    title: 'Buyer complaints',
    record: 'complaint',
    fields: {
      complaint_id: 'Complaint ID',
      type: 'Type',
      content: 'Complaint',
      assignee: 'Assignee',
      reply_count: 'Replies',
      last_reply_at: 'Last reply',
      replies: 'Reply thread',
      resolution: 'Resolution',
      created_at: 'Received at',
      resolved_at: 'Resolved at',
      message: 'Reply',
    },
    actions: {
      assign: 'Assign',
      reply: 'Reply',
      resolve: 'Resolve',
    },
    sections: {
      complaint: 'Complaint',
      handling: 'Handling',
      replies: 'Replies',
    },
  },
};
