import { useIntl } from '@umijs/max';
import { Button, Descriptions, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface LoadError extends Error {
  type?: string;
  request?: string;
  code?: string;
}

/** Webpack's ChunkLoadError and mini-css-extract's CSS_CHUNK_LOAD_FAILED both carry `type` and `request`. */
export function isChunkLoadError(error: unknown): error is LoadError {
  const e = error as LoadError | undefined;
  return (
    !!e &&
    (e.name === 'ChunkLoadError' ||
      e.code === 'CSS_CHUNK_LOAD_FAILED' ||
      /Loading (CSS )?chunk .* failed/i.test(e.message))
  );
}

function ErrorView({ error, onRetry }: { error: LoadError; onRetry: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const chunk = isChunkLoadError(error);
  return (
    <Result
      status="error"
      title={t(chunk ? 'app.chunkError.title' : 'app.error.title')}
      subTitle={
        <Descriptions column={1} size="small" style={{ maxWidth: 640, margin: '0 auto', textAlign: 'start' }}>
          <Descriptions.Item label={t('app.chunkError.reason')}>{error.type || error.message}</Descriptions.Item>
          {error.request ? (
            <Descriptions.Item label={t('app.chunkError.address')}>{error.request}</Descriptions.Item>
          ) : null}
        </Descriptions>
      }
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('app.chunkError.retry')}
        </Button>
      }
    />
  );
}

/**
 * Shows a page that failed to render or a script/style chunk that failed to load (spec §8: the load error with
 * reason and address) with a retry. A failed chunk is cached by React.lazy, so its retry reloads the page.
 */
export default class ChunkErrorBoundary extends Component<{ children?: ReactNode }, { error?: LoadError }> {
  state: { error?: LoadError } = {};

  static getDerivedStateFromError(error: LoadError) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  retry = () => {
    if (isChunkLoadError(this.state.error)) window.location.reload();
    else this.setState({ error: undefined });
  };

  render() {
    return this.state.error ? <ErrorView error={this.state.error} onRetry={this.retry} /> : this.props.children;
  }
}
