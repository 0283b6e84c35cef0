import { mergeLabels } from '@/console/labels';
import type { ResourceLabels } from '@/console/types';

/** The review fields, approve / reject and the review section of a reviewed resource (review.ts). */
const REVIEW: ResourceLabels = {
  'zh-CN': {
    sections: {
      review: '审核',
    },
  },
  'en-US': {
    sections: {
      review: 'Review',
    },
  },
};

/** A reviewed resource's labels: the review labels, then its own. */
export const withReview = (labels: ResourceLabels): ResourceLabels => mergeLabels(REVIEW, labels);
