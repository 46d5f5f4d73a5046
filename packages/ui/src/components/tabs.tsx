import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

import { cx, focusRing } from '../lib/cx.ts';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: ReadonlyArray<TabItem>;
  /** Controlled selection (e.g. from the URL); leave out for uncontrolled. */
  selectedId?: string;
  onChange?: (id: string) => void;
  defaultId?: string;
  /** Names the tab list for screen readers. */
  'aria-label': string;
  /** Extra classes for the outermost element; they win over the kit's own. */
  className?: string;
}

/** Tabs: arrow keys move between tabs (and select them), Tab moves into the panel. */
export function Tabs({ tabs, selectedId, onChange, defaultId, className, ...aria }: TabsProps) {
  const indexOf = (id: string | undefined) =>
    id === undefined
      ? undefined
      : Math.max(
          0,
          tabs.findIndex((t) => t.id === id),
        );
  return (
    <TabGroup
      className={className}
      selectedIndex={indexOf(selectedId)}
      defaultIndex={indexOf(defaultId)}
      onChange={(index) => {
        const tab = tabs[index];
        if (tab) onChange?.(tab.id);
      }}
    >
      <TabList aria-label={aria['aria-label']} className="flex gap-1 border-b border-border">
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            disabled={tab.disabled}
            className={cx(
              '-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-fg-muted',
              'data-hover:text-fg data-selected:border-primary data-selected:text-fg data-disabled:opacity-50',
              focusRing,
            )}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {tabs.map((tab) => (
          <TabPanel key={tab.id} className={cx('rounded', focusRing)}>
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
