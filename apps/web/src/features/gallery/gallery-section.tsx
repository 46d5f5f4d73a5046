import type { ReactNode } from 'react';

/** One section of the gallery: a heading (for the outline and the tests) and the states side by side. */
export function GallerySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 border-t border-border py-8">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A labelled sample inside a section. */
export function Sample({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{label}</h3>
      <div className="flex flex-wrap items-start gap-3">{children}</div>
    </div>
  );
}
