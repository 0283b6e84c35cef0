/** Labels of the `orderParams` resource (fields, actions, sections), in both languages. */
export default {
  'zh-CN': {
    'resources.orderParams.title': '订单参数',
    'resources.orderParams.fields.cust_id': '订单参数',
    'resources.orderParams.parentTitle': '订单参数 {id}',
  },
  'en-US': {
    'resources.orderParams.title': 'Order parameters',
    'resources.orderParams.fields.cust_id': 'Order parameters',
    'resources.orderParams.parentTitle': 'Order parameters {id}',
  },
};
