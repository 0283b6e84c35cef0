import { Link, useAccess, useIntl } from '@umijs/max';
import { Alert, Button, Modal, Progress, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { EXPORT_LIMIT } from '@/services/paths';
import { downloadExportJob, EXPORT_JOB_POLL_MS, FILE_LOG_PAGE, getExportJob, type ExportJob } from './exportJob';

/**
 * A background export (more than EXPORT_LIMIT rows): its progress, asked again every EXPORT_JOB_POLL_MS while it
 * runs, and its Download once the whole file is written. Closing leaves the job running; its file is in the file log.
 */
export default function ExportJobDialog({ job: started, onClose }: { job: ExportJob; onClose: () => void }) {
  const intl = useIntl();
  const { canViewPath } = useAccess();
  const [job, setJob] = useState(started);
  const [failed, setFailed] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const n = (value: number) => intl.formatNumber(value);

  useEffect(() => {
    if (job.status !== 'running' || failed) return undefined;
    let live = true;
    const timer = setTimeout(async () => {
      try {
        const answer = await getExportJob(job.job_id);
        if (live) setJob(answer.result);
      } catch {
        // Shown by the request layer; polling waits for Retry rather than repeating the error.
        if (live) setFailed(true);
      }
    }, EXPORT_JOB_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [job, failed]);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadExportJob(job.job_id);
    } catch {
      // shown by the request layer
    } finally {
      setDownloading(false);
    }
  };

  const ready = job.status === 'ready';
  const percent = job.total ? Math.floor((job.done / job.total) * 100) : 0;
  return (
    <Modal
      open
      title={t('console.exportJob.title')}
      onCancel={onClose}
      maskClosable={false}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('console.exportJob.close')}
        </Button>,
        <Button key="download" type="primary" disabled={!ready} loading={downloading} onClick={download}>
          {t('console.exportJob.download')}
        </Button>,
      ]}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>
          {t('console.exportJob.intro', { total: n(job.total), limit: n(EXPORT_LIMIT) })}
        </Typography.Paragraph>
        <Progress
          percent={percent}
          status={ready ? 'success' : 'active'}
          aria-label={t('console.exportJob.progressLabel')}
        />
        <Typography.Text role="status">
          {ready
            ? t('console.exportJob.ready', { total: n(job.total), file: job.file_name })
            : t('console.exportJob.progress', { done: n(job.done), total: n(job.total) })}
        </Typography.Text>
        {failed && (
          <Alert
            type="warning"
            showIcon
            message={t('console.exportJob.failed')}
            action={
              <Button size="small" onClick={() => setFailed(false)}>
                {t('console.exportJob.retry')}
              </Button>
            }
          />
        )}
        {canViewPath(FILE_LOG_PAGE) && (
          <Link to={`${FILE_LOG_PAGE}?file_id=${encodeURIComponent(job.job_id)}`} onClick={onClose}>
            {t('console.exportJob.fileLog', { id: job.job_id })}
          </Link>
        )}
      </Space>
    </Modal>
  );
}
