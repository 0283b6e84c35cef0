import { useIntl } from '@umijs/max';
import { Button, Popconfirm, Space, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import LoadError from '@/components/LoadError';
import { useApi } from '@/request/useApi';
import { addNote, deleteNote, editNote, fetchTimeline } from '@/services/notes';
import type { RecordNote, TimelineEntry } from '@/services/types';
import { actionLabel, known } from './labels';
import NoteBox from './NoteBox';
import RecordAnchor from './RecordAnchor';
import { DateTime, DiffView, EnumBadge } from './renderers';

type Intl = ReturnType<typeof useIntl>;

/** What an entry is, in a few words. */
function headline(intl: Intl, resource: string, e: TimelineEntry): string {
  switch (e.kind) {
    case 'note':
      return intl.formatMessage({ id: 'timeline.note' });
    case 'log':
      return actionLabel(intl, resource, e.action ?? '');
    case 'approval':
      return intl.formatMessage({ id: 'timeline.approval' }, { action: actionLabel(intl, resource, e.action ?? '') });
    case 'event':
      if (e.event?.field) return known(intl, `resources.${resource}.fields.${e.event.field}`, e.event.field);
      return e.ref
        ? known(intl, `timeline.related.${e.ref.resource}`, e.ref.resource)
        : known(intl, `enum.orderEvent.${e.event?.type}`, e.event?.type ?? '');
  }
}

/** A note's text (as text, never markup), its mentions, and its author's edit and delete while they may. */
function NoteBody({ note, onChanged }: { note: RecordNote; onChanged: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [editing, setEditing] = useState(false);
  if (editing)
    return (
      <NoteBox
        initial={note.text}
        submitLabel={t('timeline.note.save')}
        onCancel={() => setEditing(false)}
        onSubmit={(input) =>
          editNote(note.id, input).then(() => {
            setEditing(false);
            onChanged();
          })
        }
      />
    );
  return (
    <>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>{note.text}</Typography.Paragraph>
      {note.mentions.length ? (
        <Typography.Text type="secondary">
          {t('timeline.note.mentions')}{' '}
          {note.mentions.map((m) => (
            <Tag key={m.id}>{m.name}</Tag>
          ))}
        </Typography.Text>
      ) : null}
      {note.editable ? (
        <Space size="small">
          <Button size="small" type="link" onClick={() => setEditing(true)}>
            {t('timeline.note.edit')}
          </Button>
          <Popconfirm
            title={t('timeline.note.deleteConfirm')}
            onConfirm={() => deleteNote(note.id).then(onChanged, () => undefined)}
          >
            <Button size="small" type="link" danger>
              {t('timeline.note.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ) : null}
    </>
  );
}

/** One entry: what, who and when, then its diff, note, detail or the record it links to. */
function Entry({ resource, entry, onChanged }: { resource: string; entry: TimelineEntry; onChanged: () => void }) {
  const intl = useIntl();
  const edited = entry.note?.edited_at;
  return (
    <Space direction="vertical" size={2} style={{ width: '100%' }}>
      <Space wrap size="small">
        <Typography.Text strong>{headline(intl, resource, entry)}</Typography.Text>
        {entry.kind === 'approval' && entry.status !== undefined ? (
          <EnumBadge enumKey="approvalStatus" code={entry.status} />
        ) : null}
        <Typography.Text type="secondary">{entry.by ?? intl.formatMessage({ id: 'timeline.system' })}</Typography.Text>
        <Typography.Text type="secondary">
          <DateTime value={entry.at} />
        </Typography.Text>
        {edited ? (
          <Typography.Text type="secondary" title={edited}>
            ({intl.formatMessage({ id: 'timeline.note.edited' })})
          </Typography.Text>
        ) : null}
      </Space>
      {entry.ref ? (
        <RecordAnchor resource={entry.ref.resource} id={entry.ref.id}>
          {known(intl, `resources.${entry.ref.resource}.title`, entry.ref.resource)} {entry.ref.id}
        </RecordAnchor>
      ) : null}
      {entry.event?.detail ? <Typography.Text>{entry.event.detail}</Typography.Text> : null}
      {entry.reason ? <Typography.Text type="secondary">{entry.reason}</Typography.Text> : null}
      {entry.note ? <NoteBody note={entry.note} onChanged={onChanged} /> : null}
      {entry.changes?.length && !entry.action?.startsWith('note.') ? (
        <DiffView value={entry.changes} resource={resource} />
      ) : null}
    </Space>
  );
}

const COLOR: Record<TimelineEntry['kind'], string> = { log: 'blue', note: 'green', event: 'gray', approval: 'orange' };

/**
 * One record's timeline, oldest first (its changes with their diff in field labels, notes, events, related records
 * and dual-control requests), and a note box with a mention picker under it.
 */
export default function RecordTimeline({ resource, id }: { resource: string; id: string }) {
  const intl = useIntl();
  const { data, error, loading, refresh } = useApi(() => fetchTimeline(resource, id), { refreshDeps: [resource, id] });
  const list = data?.result.list ?? [];
  return (
    <section aria-label={intl.formatMessage({ id: 'timeline.title' })}>
      {error && !data ? (
        <LoadError
          title={intl.formatMessage({ id: 'timeline.loadError' })}
          error={error}
          onRetry={refresh}
          retrying={loading}
        />
      ) : !loading && !list.length ? (
        <Typography.Paragraph type="secondary">{intl.formatMessage({ id: 'timeline.empty' })}</Typography.Paragraph>
      ) : (
        <Timeline
          items={list.map((entry, i) => ({
            key: entry.note?.id ?? `${entry.at}-${entry.kind}-${i}`,
            color: COLOR[entry.kind],
            children: <Entry resource={resource} entry={entry} onChanged={refresh} />,
          }))}
        />
      )}
      <NoteBox
        submitLabel={intl.formatMessage({ id: 'timeline.note.add' })}
        onSubmit={(input) => addNote(resource, id, input).then(refresh)}
      />
    </section>
  );
}
