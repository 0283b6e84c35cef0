import { useIntl } from '@umijs/max';
import { App, Button, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { refusedText } from './refusals';
import { useApi } from '@/request/useApi';
import { fetchOperators } from '@/services/notes';
import { workOn } from '@/services/work';

/** Assigns items of a queue to an operator chosen from the enabled accounts; the server says who may not work it. */
export default function AssignButton({
  queue,
  ids,
  onDone,
  size = 'small',
}: {
  queue: string;
  ids: string[];
  onDone: () => void;
  size?: 'small' | 'middle';
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState<string>();
  const [busy, setBusy] = useState(false);
  const operators = useApi(async () => (await fetchOperators()).result, { ready: open });
  const submit = async () => {
    if (!to) return;
    setBusy(true);
    try {
      const refused = refusedText((await workOn(queue, 'assign', ids, to)).result);
      if (refused) message.error(refused);
      else message.success(t('work.assigned'));
      setOpen(false);
      onDone();
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size={size} disabled={!ids.length} onClick={() => setOpen(true)}>
        {t('work.assign')}
      </Button>
      <Modal
        open={open}
        title={t('work.assign.title', { count: ids.length })}
        okText={t('work.assign')}
        okButtonProps={{ disabled: !to, loading: busy }}
        onOk={submit}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('work.assign.to')} htmlFor="work-assign-to" required>
            <Select
              showSearch
              optionFilterProp="label"
              loading={operators.loading}
              value={to}
              onChange={setTo}
              id="work-assign-to"
              options={(operators.data ?? []).map((o) => ({ value: o.id, label: `${o.name} (${o.email})` }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
