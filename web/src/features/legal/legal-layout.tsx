import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LegalUi } from './legal-content';

/** Help (the FAQ) › this page. */
export function LegalBreadcrumb({ ui, current }: { ui: LegalUi; current: string }) {
  return (
    <nav aria-label={ui.breadcrumb}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        <li>
          <Link to="/faq" className="hover:text-foreground hover:underline">
            {ui.help}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li aria-current="page" className="font-medium text-foreground">
          {current}
        </li>
      </ol>
    </nav>
  );
}

export function LegalHeader({
  ui,
  title,
  intro,
  updated,
}: {
  ui: LegalUi;
  title: string;
  intro: string;
  updated: { date: Date; locale: string };
}) {
  const date = new Intl.DateTimeFormat(updated.locale, { dateStyle: 'long' }).format(updated.date);
  return (
    <header className="space-y-4">
      <LegalBreadcrumb ui={ui} current={title} />
      <h1 className="text-2xl font-bold tracking-tight break-words hyphens-auto min-[400px]:text-3xl sm:text-4xl">
        {title}
      </h1>
      <p className="max-w-3xl text-lg text-muted-foreground">{intro}</p>
      <p className="text-sm text-muted-foreground">
        <time dateTime={isoDate(updated.date)}>{ui.lastUpdated(date)}</time>
      </p>
    </header>
  );
}

/** The local calendar date (not UTC's, which can be another day near midnight). */
const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export interface TocItem {
  id: string;
  title: string;
  children?: readonly TocItem[];
}

/** Links to the sections' anchors; on wide screens it stays in view beside the text. */
export function TableOfContents({ ui, items }: { ui: LegalUi; items: readonly TocItem[] }) {
  return (
    <nav
      aria-label={ui.tableOfContents}
      className="rounded-xl border bg-muted/40 p-4 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto"
    >
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {ui.tableOfContents}
      </h2>
      <TocList items={items} />
    </nav>
  );
}

function TocList({ items, nested = false }: { items: readonly TocItem[]; nested?: boolean }) {
  return (
    <ol className={nested ? 'mt-1 space-y-1 border-l pl-3' : 'space-y-1.5'}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className="block rounded-sm py-0.5 text-sm break-words hover:text-primary hover:underline"
          >
            {item.title}
          </a>
          {item.children && item.children.length > 0 && <TocList items={item.children} nested />}
        </li>
      ))}
    </ol>
  );
}

/** Two columns on wide screens (contents beside the text), one on phones. */
export function LegalColumns({ toc, children }: { toc: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
      <aside className="min-w-0">{toc}</aside>
      <div className="min-w-0 space-y-12">{children}</div>
    </div>
  );
}
