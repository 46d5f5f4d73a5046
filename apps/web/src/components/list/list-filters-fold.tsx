// On a phone, a list's filters and tools folded behind one "Filters" button, so that its first rows are on the
// first screen (docs/decisions/0042-lists-on-phones.md). From the `md` width up they stand in the toolbar's line as
// before: the fold is CSS, the same elements at every width, nothing measured.
import { type ReactNode, useId, useRef, useState } from 'react';

import { Button } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { listMessages } from './list.messages';

/**
 * The "Filters" button (with how many are on: "Filters (2)") and the controls it shows and hides, a disclosure:
 * the button says whether they are shown, and Escape on it or inside them folds them and gives the focus back to
 * the button. A dialog or list box opened from a control is drawn elsewhere (a portal): its Escape is its own.
 */
export function ListFiltersFold({ active, children }: { active: number; children: ReactNode }) {
  const t = useMessages(listMessages);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div
      className="contents"
      onKeyDown={(event) => {
        if (!open || event.key !== 'Escape' || !event.currentTarget.contains(event.target as Node)) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <Button
        ref={button}
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="md:hidden"
      >
        {active > 0 ? t('filtersOn', { count: active }) : t('filters')}
      </Button>
      {/* Under the search line while open; from `md` up its children are the toolbar's own items. */}
      <div
        id={panelId}
        className={`${open ? 'flex' : 'hidden'} basis-full flex-wrap items-end gap-3 md:contents`}
      >
        {children}
      </div>
    </div>
  );
}
