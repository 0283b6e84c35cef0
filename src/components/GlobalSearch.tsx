import { SearchOutlined } from '@ant-design/icons';
import { useIntl, useNavigate } from '@umijs/max';
import { useDebounce, useRequest } from 'ahooks';
import { Button, Input, Modal, Spin, theme, Tooltip, Typography, type InputRef } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { search, SEARCH_MAX_LENGTH, type SearchResult } from '@/services/search';
import { groupsOf, isApple, searchable, VISUALLY_HIDDEN, type Choice } from './searchChoices';

/** How long typing must pause before the query goes to the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The global search: a trigger button at the foot of the menu (an icon only when the menu is folded: `compact`), and
 * Ctrl K / ⌘ K anywhere, open a dialog where an order no., a
 * merchant id or name, an email or a card's last 4 finds records (only of pages the operator may open: the server
 * filters). Arrows choose, Enter or a click opens the record's list page filtered to it with its detail open.
 */
export default function GlobalSearch({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const apple = useMemo(() => isApple(), []);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  // The chosen entry, for the answer it was chosen in: a new answer starts again at its first entry.
  const [chosen, setChosen] = useState<{ of?: SearchResult; index: number }>({ index: 0 });
  const input = useRef<InputRef>(null);
  const idBase = useId().replace(/:/g, '');
  const listId = `${idBase}-list`;

  const typed = value.trim();
  const debounced = useDebounce(typed, { wait: SEARCH_DEBOUNCE_MS });
  const { data, loading } = useRequest(
    async () => ({ q: debounced, result: (await search(debounced)).result }),
    // Failures were shown by the request layer.
    { ready: open && searchable(debounced), refreshDeps: [debounced], onError: () => undefined },
  );
  // Only the answer to what is typed now: never a late answer to an earlier query.
  const current = data && data.q === typed && searchable(typed) ? data.result : undefined;
  // Typing not yet sent, or sent and not answered. A failed call ends it with nothing shown here: the request layer
  // has said why.
  const pending = searchable(typed) && (typed !== debounced || loading);
  const groups = useMemo(() => (current ? groupsOf(current, idBase) : []), [current, idBase]);
  const choices = groups.flatMap((g) => g.choices);

  const active = chosen.of === current ? chosen.index : 0;
  const setActive = (index: number) => setChosen({ of: current, index });

  // The dialog moves focus to itself as it opens; the field takes it back once that is done.
  useEffect(() => {
    if (!open) return undefined;
    const id = setTimeout(() => input.current?.focus(), 0);
    return () => clearTimeout(id);
  }, [open]);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'k' || e.altKey || e.shiftKey) return;
      if (!(apple ? e.metaKey : e.ctrlKey)) return;
      // The browser's own Ctrl K (its search bar) gives way, in text fields too: the shortcut is the convention.
      e.preventDefault();
      setOpen(true);
      // Already open: back to the field, its text selected to type over.
      input.current?.focus({ cursor: 'all' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [apple]);

  const close = () => {
    setOpen(false);
    setValue('');
  };

  const go = (choice: Choice | undefined) => {
    if (!choice) return;
    close();
    navigate(choice.to);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!choices.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + choices.length) % choices.length);
    } else if (e.key === 'Escape') {
      // The dialog closes on Esc too; from the field it closes at once, whatever the dialog makes of the key.
      e.preventDefault();
      close();
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (!pending) go(choices[active]);
    }
  };

  const activeChoice = pending ? undefined : choices[active];
  const shortcut = t(apple ? 'search.shortcut.mac' : 'search.shortcut.ctrl');
  const kbd = {
    fontFamily: token.fontFamilyCode,
    fontSize: 12,
    padding: '0 4px',
    border: `1px solid ${token.colorBorder}`,
    borderRadius: 4,
    color: token.colorTextSecondary,
  } as const;

  const status = (() => {
    if (!typed) return null;
    if (!searchable(typed)) return t('search.hint');
    if (pending) return null;
    if (current && !choices.length && !groups.some((g) => g.refine)) return t('search.empty');
    return null;
  })();

  const trigger = {
    onClick: () => setOpen(true),
    'aria-keyshortcuts': apple ? 'Meta+K' : 'Control+K',
    'aria-haspopup': 'dialog',
  } as const;

  return (
    <>
      {compact ? (
        <Tooltip title={`${t('search.trigger')} ${shortcut}`} placement="right">
          <Button type="text" icon={<SearchOutlined />} aria-label={t('search.trigger')} {...trigger} />
        </Tooltip>
      ) : (
        // A field's look: the whole width of the menu, the shortcut at its end.
        <Button block icon={<SearchOutlined />} style={{ display: 'flex', alignItems: 'center' }} {...trigger}>
          <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', textAlign: 'start' }}>
            {t('search.trigger')}
          </span>
          <kbd style={kbd}>{shortcut}</kbd>
        </Button>
      )}
      <Modal
        open={open}
        title={t('search.title')}
        onCancel={close}
        footer={null}
        width={640}
        style={{ top: 80 }}
        destroyOnHidden
        // Focus going back to the trigger while Enter is still down would press it and open the search again.
        focusTriggerAfterClose={false}
      >
        <label htmlFor={`${idBase}-input`} style={VISUALLY_HIDDEN}>
          {t('search.input.label')}
        </label>
        <Input
          id={`${idBase}-input`}
          ref={input}
          allowClear
          size="large"
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('search.input.placeholder')}
          value={value}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-expanded={choices.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeChoice?.optionId}
        />
        <div style={{ marginTop: 12, maxHeight: '60vh', overflowY: 'auto' }} aria-busy={pending}>
          <div role="status" style={{ color: token.colorTextSecondary, padding: status || pending ? '8px 4px' : 0 }}>
            {pending ? <Spin size="small" style={{ marginInlineEnd: 8 }} /> : null}
            {pending ? t('search.loading') : status}
          </div>
          <div id={listId} role="listbox" aria-label={t('search.results')}>
            {pending
              ? null
              : groups.map((g) => (
                  <div key={g.kind} role="group" aria-labelledby={`${idBase}-${g.kind}`} style={{ marginBottom: 8 }}>
                    <div
                      id={`${idBase}-${g.kind}`}
                      role="presentation"
                      style={{ fontSize: 12, fontWeight: 600, color: token.colorTextSecondary, padding: '4px 8px' }}
                    >
                      {t(`search.kind.${g.kind}`)}
                    </div>
                    {g.choices.map((c) => {
                      const selected = c === activeChoice;
                      const index = choices.indexOf(c);
                      return (
                        <div
                          key={c.optionId}
                          id={c.optionId}
                          role="option"
                          aria-selected={selected}
                          onMouseMove={() => index !== active && setActive(index)}
                          onMouseDown={(e) => e.preventDefault()}
                          onClick={() => go(c)}
                          style={{
                            display: 'flex',
                            alignItems: 'baseline',
                            gap: 8,
                            padding: '6px 8px',
                            borderRadius: token.borderRadius,
                            cursor: 'pointer',
                            background: selected ? token.controlItemBgActive : undefined,
                          }}
                        >
                          {c.hit ? (
                            <>
                              <span style={{ flex: 'none', fontWeight: 500 }}>{c.hit.title}</span>
                              <Typography.Text type="secondary" ellipsis style={{ flex: 1, minWidth: 0 }}>
                                {c.hit.subtitle ?? ''}
                              </Typography.Text>
                              <span style={{ ...kbd, flex: 'none', fontFamily: undefined }}>
                                {t(`search.key.${c.hit.key}`)}
                              </span>
                            </>
                          ) : (
                            <Typography.Link>{t('search.more.all', { total: c.more?.total ?? 0 })}</Typography.Link>
                          )}
                        </div>
                      );
                    })}
                    {g.refine ? (
                      <Typography.Text type="secondary" style={{ display: 'block', padding: '4px 8px', fontSize: 12 }}>
                        {t('search.more.refine', { count: g.refine })}
                      </Typography.Text>
                    ) : null}
                  </div>
                ))}
          </div>
        </div>
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
          {t('search.keys')}
        </Typography.Text>
      </Modal>
    </>
  );
}
