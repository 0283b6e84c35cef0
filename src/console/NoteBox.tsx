import { useIntl } from '@umijs/max';
import { Button, Form, Mentions, Space } from 'antd';
import { useState } from 'react';
import { errorInfo } from '@/request';
import { codeText, fallbackText } from '@/request/display';
import { useApi } from '@/request/useApi';
import { fetchOperators, type NoteInput } from '@/services/notes';
import { NOTE_MAX } from '@/services/paths';
import type { Operator } from '@/services/types';

/** A refusal in the operator's language: the server's known codes by their locale text, else what the layer says. */
function failureText(error: unknown): string {
  const info = errorInfo(error);
  const raw = info.errorMessage || info.message;
  if (!raw) return fallbackText();
  return info.code === undefined ? raw : codeText(info.code, raw);
}

/** The operators the text mentions as `@<email>`: what the picker inserts. */
const mentioned = (text: string, operators: readonly Operator[]) =>
  operators.filter((o) => text.includes(`@${o.email}`)).map((o) => o.id);

/**
 * A note's text with a mention picker (type @). Nothing typed is lost: a note refused, here (empty, too long) or by
 * the server (no permission, too late, a failure), stays in the box with the reason under it; only a saved one
 * empties it.
 */
export default function NoteBox({
  initial = '',
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: string;
  submitLabel: string;
  onSubmit: (note: NoteInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { data } = useApi(fetchOperators);
  const operators = data?.result ?? [];

  const submit = async () => {
    const refusal = !text.trim()
      ? t('timeline.note.empty')
      : text.trim().length > NOTE_MAX
        ? t('timeline.note.tooLong', { max: NOTE_MAX, count: text.trim().length })
        : undefined;
    setProblem(refusal);
    if (refusal) return;
    setBusy(true);
    try {
      await onSubmit({ text, mentions: mentioned(text, operators) });
      setText('');
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" component="div">
      <Form.Item
        label={onCancel ? undefined : t('timeline.note.label')}
        validateStatus={problem ? 'error' : undefined}
        help={problem}
        style={{ marginBottom: 8 }}
      >
        <Mentions
          aria-label={t('timeline.note.label')}
          autoSize={{ minRows: 2, maxRows: 8 }}
          placeholder={t('timeline.note.placeholder')}
          value={text}
          onChange={(value) => setText(value)}
          options={operators.map((o) => ({ value: o.email, label: `${o.name} <${o.email}>`, key: o.id }))}
          // By name or email, whichever the operator starts typing.
          filterOption={(input, option) => {
            const o = operators.find((x) => x.email === option.value);
            return !!o && `${o.name} ${o.email}`.toLowerCase().includes(input.toLowerCase());
          }}
        />
      </Form.Item>
      <Space>
        <Button type="primary" loading={busy} onClick={submit}>
          {submitLabel}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{t('timeline.note.cancel')}</Button> : null}
      </Space>
    </Form>
  );
}
