import { useIntl } from '@umijs/max';
import { CloseCircleFilled } from '@ant-design/icons';
import { Button, theme } from 'antd';
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

/**
 * The error page, drawn with plain elements and antd's tokens rather than Result and Descriptions: this boundary sits
 * in the entry script, and those two (with Result's status pictures) would add about 18 kB gzip to every page,
 * the login page included.
 */
function ErrorView({ error, onRetry }: { error: LoadError; onRetry: () => void }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const t = (id: string) => intl.formatMessage({ id });
  const chunk = isChunkLoadError(error);
  const rows: [string, string | undefined][] = [
    [t('app.chunkError.reason'), error.type || error.message],
    [t('app.chunkError.address'), error.request],
  ];
  return (
    <div role="alert" style={{ padding: '48px 32px', textAlign: 'center', color: token.colorText }}>
      <CloseCircleFilled style={{ fontSize: 72, color: token.colorError }} />
      <h2 style={{ margin: '24px 0 8px', fontSize: token.fontSizeHeading3, fontWeight: 500 }}>
        {t(chunk ? 'app.chunkError.title' : 'app.error.title')}
      </h2>
      <dl style={{ maxWidth: 640, margin: '0 auto 24px', textAlign: 'start', color: token.colorTextSecondary }}>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} style={{ display: 'flex', gap: 8, padding: '4px 0' }}>
              <dt style={{ flex: 'none' }}>{label}</dt>
              <dd style={{ margin: 0, color: token.colorText, wordBreak: 'break-all' }}>{value}</dd>
            </div>
          ))}
      </dl>
      <Button type="primary" onClick={onRetry}>
        {t('app.chunkError.retry')}
      </Button>
    </div>
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
