import { mergeLabels } from '@/console/labels';
import type { ResourceLabels } from '@/console/types';

/** The review fields, approve / reject and the review section of a reviewed resource (review.ts). */
const REVIEW: ResourceLabels = {
  'zh-CN': {
    fields: {
      review_status: '审核状态',
      reviewer: '审核人',
      reviewed_at: '审核时间',
      review_reason: '驳回原因',
    },
    actions: {
      approve: '通过',
      reject: '驳回',
    },
    sections: {
      review: '审核',
    },
  },
  'en-US': {
    fields: {
      review_status: 'Review status',
      reviewer: 'Reviewer',
      reviewed_at: 'Reviewed at',
      review_reason: 'Rejection reason',
    },
    actions: {
      approve: 'Approve',
      reject: 'Reject',
    },
    sections: {
      review: 'Review',
    },
  },
};

/** A reviewed resource's labels: the review labels, then its own. */
export const withReview = (labels: ResourceLabels): ResourceLabels => mergeLabels(REVIEW, labels);
