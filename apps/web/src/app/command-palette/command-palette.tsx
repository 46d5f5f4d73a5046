import { useRouter } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';

import { Dialog } from '@console/ui';
import { useLocale, useMessages } from '@console/ui/i18n';

import type { PaletteSetup } from './commands';
import { createEntitySearch, type EntityHit, type EntitySearchState, idleSearch } from './entity-search';
import { paletteMessages } from './palette.messages';
import { PaletteFooter } from './palette-footer';
import { isPaletteChord, typedAhead } from './palette-keys';
import { arrangeResults, type PaletteOption } from './palette-results';

/** The performance mark once the results are painted (the e2e reports the time since the launcher's `palette:open`). */
const PAINTED_MARK = 'palette:list-painted';
/** Noted when the palette's code has loaded and its shortcuts listen. */
export const LOADED_MARK = 'palette:loaded';

/**
 * The command palette: a dialog (focus kept inside, given back on close) with a combobox whose listbox holds the
 * groups of `arrangeResults`; the active option is the input's `aria-activedescendant`, so the focus never leaves
 * the input, and a polite live region says how many results there are.
 */
export function CommandPalette(props: {
  open: boolean;
  onClose: () => void;
  setup: PaletteSetup;
  /** The `g` shortcut of a screen, by its path. */
  keysByPath: ReadonlyMap<string, string>;
  onShowShortcuts: () => void;
}) {
  const t = useMessages(paletteMessages);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={t('title')}
      size="lg"
      initialFocus={input}
      className="self-start sm:mt-[10vh]"
    >
      <PaletteBody {...props} input={input} />
    </Dialog>
  );
}

function PaletteBody({
  onClose,
  setup,
  keysByPath,
  onShowShortcuts,
  input,
}: {
  onClose: () => void;
  setup: PaletteSetup;
  keysByPath: ReadonlyMap<string, string>;
  onShowShortcuts: () => void;
  input: React.RefObject<HTMLInputElement | null>;
}) {
  const t = useMessages(paletteMessages);
  // The groups' headings are in the page's language: arranged again when it changes.
  const locale = useLocale();
  const router = useRouter();
  // What was typed while the palette's code loaded starts the box (palette-launcher.tsx).
  const [query, setQuery] = useState(() => {
    const text = typedAhead.text;
    typedAhead.text = '';
    return text;
  });
  const [search, setSearch] = useState<EntitySearchState>(idleSearch);
  const [recent] = useState<EntityHit[]>(() => setup.recent?.read() ?? []);
  const [activeId, setActiveId] = useState<string | null>(null);
  const listbox = useRef<HTMLDivElement>(null);

  // One search engine per opening; the sources are read when it starts (privileges do not change meanwhile).
  const [engine] = useState(() => createEntitySearch(setup.sources, setSearch));
  const [typedFirst] = useState(query);
  useEffect(() => {
    if (typedFirst) engine.search(typedFirst);
    return () => engine.dispose();
  }, [engine, typedFirst]);

  const kinds = useMemo(() => setup.sources.map(({ kind, group }) => ({ kind, group })), [setup.sources]);
  const groups = useMemo(
    () => arrangeResults({ query, recent, items: setup.items, kinds, search }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `locale` names the headings' language
    [query, recent, setup.items, kinds, search, locale],
  );
  const options = groups.flatMap((group) => group.options);
  const active = options.find((option) => option.id === activeId) ?? options[0];
  const domId = (option: PaletteOption) => `palette-option-${options.indexOf(option)}`;

  // On a touch screen (`pointer: coarse`) Headless UI leaves a dialog's initial focus out and focuses the dialog
  // itself, so that no on-screen keyboard slides up; the palette is for typing. Once its effects have placed the
  // focus (after this, the child's, in the same flush), the box takes it: tapping the header's launcher is ready
  // to type into (docs/decisions/0042-lists-on-phones.md).
  useEffect(() => queueMicrotask(() => input.current?.focus()), [input]);

  // The time from the key that opened the palette to the list on screen (reported by the e2e, decision 0029).
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(() => performance.mark(PAINTED_MARK)));
  }, []);
  useEffect(() => {
    if (active) document.getElementById(domId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (option: PaletteOption) => {
    onClose();
    if (option.entity) setup.recent?.remember(option.entity);
    if (option.href) void router.navigate({ href: option.href });
    else option.perform?.();
  };

  const move = (by: number) => {
    if (options.length === 0 || !active) return;
    const next = (options.indexOf(active) + by + options.length) % options.length;
    setActiveId(options[next]?.id ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      choose(active);
    } else if (isPaletteChord(event.nativeEvent)) {
      event.preventDefault();
      onClose();
    }
  };

  const searching = search.pending.length > 0 && query.trim() !== '';
  const failedGroups = setup.sources.filter((s) => search.failed.includes(s.kind)).map((s) => s.group);
  const status = searching
    ? t('searching')
    : failedGroups.length > 0
      ? t('resultCountFailed', { count: options.length, groups: failedGroups.join(', ') })
      : t('resultCount', { count: options.length });

  return (
    <div className="-mx-6 -mb-6 border-t border-border">
      <div className="flex items-center gap-2 border-b border-border px-4">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="size-4 shrink-0 text-fg-muted"
        >
          <path d="M8.5 3a5.5 5.5 0 0 1 4.383 8.823l3.147 3.147a.75.75 0 1 1-1.06 1.06l-3.147-3.147A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" />
        </svg>
        <input
          ref={input}
          type="text"
          role="combobox"
          aria-expanded="true"
          aria-controls="palette-listbox"
          aria-autocomplete="list"
          aria-activedescendant={active ? domId(active) : undefined}
          aria-label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          data-palette-input
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveId(null);
            engine.search(event.target.value);
          }}
          onKeyDown={onKeyDown}
          className="h-12 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-fg-muted"
        />
      </div>
      <div
        ref={listbox}
        id="palette-listbox"
        role="listbox"
        aria-label={t('results')}
        className="max-h-[min(60vh,28rem)] overflow-y-auto p-2"
      >
        {groups.map((group, index) => (
          <div key={group.heading} role="group" aria-labelledby={`palette-group-${index}`} className="py-1">
            <div
              id={`palette-group-${index}`}
              role="presentation"
              className="px-2 pt-1 pb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase"
            >
              {group.heading}
            </div>
            {group.options.map((option) => {
              const selected = option === active;
              return (
                <div
                  key={option.id}
                  id={domId(option)}
                  role="option"
                  aria-selected={selected}
                  onMouseMove={() => !selected && setActiveId(option.id)}
                  // The input keeps the focus: a click chooses without taking it.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                  className={`flex cursor-pointer items-baseline gap-3 rounded-md px-2 py-2 text-sm text-fg ${selected ? 'bg-primary-soft' : ''}`}
                >
                  <span className="min-w-0 truncate font-medium">{option.label}</span>
                  {option.detail && (
                    <span
                      className={`min-w-0 flex-1 truncate text-xs ${selected ? 'text-fg' : 'text-fg-muted'}`}
                    >
                      {option.detail}
                    </span>
                  )}
                  {!option.entity && option.href && keysByPath.has(option.href) && (
                    // The sheet lists the shortcuts for everyone; here they would only lengthen each name.
                    <kbd
                      aria-hidden="true"
                      className={`ml-auto shrink-0 font-mono text-xs ${selected ? 'text-fg' : 'text-fg-muted'}`}
                    >
                      {keysByPath.get(option.href)}
                    </kbd>
                  )}
                </div>
              );
            })}
          </div>
        ))}
        {options.length === 0 && !searching && (
          <p className="px-2 py-6 text-center text-sm text-fg-muted">
            {query.trim() === '' ? t('typeToSearch') : t('nothingFound', { query: query.trim() })}
          </p>
        )}
        {searching && options.length === 0 && (
          <p className="px-2 py-6 text-center text-sm text-fg-muted">{t('searching')}</p>
        )}
      </div>
      <PaletteFooter
        status={status}
        onShowShortcuts={() => {
          onClose();
          onShowShortcuts();
        }}
      />
    </div>
  );
}
