import { useNavigate } from '@tanstack/react-router';

import { ListSearchBox } from '~/components/list';

import { HELP_SECTIONS, type HelpSection } from '../help.schemas';

/** The title search of a section, on each of its pages; searching goes to the section's home. */
export function HelpSearchBox({ section, value }: { section: HelpSection; value?: string }) {
  const navigate = useNavigate();
  return (
    <div role="search" className="mb-6">
      <ListSearchBox
        label={`Search ${HELP_SECTIONS[section].title.toLowerCase()} by title`}
        placeholder="Search article titles"
        value={value}
        onCommit={(search) => void navigate({ to: HELP_SECTIONS[section].home, search: { search } })}
      />
    </div>
  );
}
