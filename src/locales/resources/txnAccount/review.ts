type Labels = Record<'zh-CN' | 'en-US', Record<string, string>>;

/** The review fields and the approve / reject actions of a reviewed resource, under `key`. */
export const reviewLabels = (key: string): Labels => ({
  'zh-CN': {
    [`resources.${key}.fields.review_status`]: '审核状态',
    [`resources.${key}.fields.reviewer`]: '审核人',
    [`resources.${key}.fields.reviewed_at`]: '审核时间',
    [`resources.${key}.fields.review_reason`]: '驳回原因',
    [`resources.${key}.actions.approve`]: '通过',
    [`resources.${key}.actions.reject`]: '驳回',
    [`resources.${key}.sections.review`]: '审核',
  },
  'en-US': {
    [`resources.${key}.fields.review_status`]: 'Review status',
    [`resources.${key}.fields.reviewer`]: 'Reviewer',
    [`resources.${key}.fields.reviewed_at`]: 'Reviewed at',
    [`resources.${key}.fields.review_reason`]: 'Rejection reason',
    [`resources.${key}.actions.approve`]: 'Approve',
    [`resources.${key}.actions.reject`]: 'Reject',
    [`resources.${key}.sections.review`]: 'Review',
  },
});
