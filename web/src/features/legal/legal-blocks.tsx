import { REPORT_REASONS } from '@domain/moderation';
import { Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { Block, DataCategory, LegalUi } from './legal-content';
import { Highlight, RichText } from './rich-text';

interface BlocksProps {
  blocks: readonly Block[];
  query: string;
  ui: LegalUi;
  /** What the `earningsTable` placeholder renders. */
  earnings?: ReactNode;
}

/** The body of a legal section. */
export function LegalBlocks({ blocks, query, ui, earnings }: BlocksProps) {
  return (
    <div className="space-y-4 leading-relaxed">
      {blocks.map((block, index) => (
        <LegalBlock key={index} block={block} query={query} ui={ui} earnings={earnings} />
      ))}
    </div>
  );
}

function LegalBlock({ block, query, ui, earnings }: Omit<BlocksProps, 'blocks'> & { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <RichText text={block.text} query={query} />
        </p>
      );
    case 'list':
      return <BulletList items={block.items} query={query} />;
    case 'categories':
      return (
        <ul className="list-disc space-y-1.5 pl-6 marker:text-muted-foreground">
          {REPORT_REASONS.map((reason) => (
            <li key={reason.code} id={reason.anchor} className="scroll-mt-24">
              <RichText text={block.items[reason.code]} query={query} />
            </li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="space-y-4">
          {block.items.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-sm"
              >
                {index + 1}
              </span>
              <div className="min-w-0 pt-0.5">
                <strong className="font-semibold">
                  <Highlight text={step.title} query={query} />
                </strong>
                <p className="text-muted-foreground">
                  <RichText text={step.text} query={query} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      );
    case 'callout': {
      const warning = block.tone === 'warning';
      const Icon = warning ? TriangleAlert : Info;
      return (
        <div
          role="note"
          id={block.id}
          className={cn(
            'scroll-mt-24 space-y-2 rounded-xl border border-l-4 bg-muted/50 p-4',
            warning ? 'border-l-destructive' : 'border-l-primary',
          )}
        >
          <p className="flex items-start gap-2 font-semibold">
            <Icon
              aria-hidden="true"
              className={cn('mt-0.5 size-5 shrink-0', warning ? 'text-destructive' : 'text-primary')}
            />
            <span>
              <Highlight text={block.title} query={query} />
            </span>
          </p>
          <p>
            <RichText text={block.text} query={query} />
          </p>
          {block.items && <BulletList items={block.items} query={query} />}
        </div>
      );
    }
    case 'earningsTable':
      return earnings ?? null;
    case 'dataCategories':
      return (
        <div className="grid gap-4">
          {block.items.map((category) => (
            <DataCategoryCard key={category.title} category={category} ui={ui} query={query} />
          ))}
        </div>
      );
  }
}

function BulletList({ items, query }: { items: readonly string[]; query: string }) {
  return (
    <ul className="list-disc space-y-1.5 pl-6 marker:text-muted-foreground">
      {items.map((item) => (
        <li key={item}>
          <RichText text={item} query={query} />
        </li>
      ))}
    </ul>
  );
}

const DATA_FIELDS = ['data', 'purpose', 'basis', 'retention'] as const;

function DataCategoryCard({ category, ui, query }: { category: DataCategory; ui: LegalUi; query: string }) {
  return (
    <div className="rounded-xl border bg-card p-4 sm:p-5">
      <h3 className="mb-3 text-lg font-semibold">
        <Highlight text={category.title} query={query} />
      </h3>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        {DATA_FIELDS.map((field) => (
          <div key={field} className="contents">
            <dt className="font-medium text-muted-foreground">{ui.dataLabels[field]}</dt>
            <dd className="mb-2 sm:mb-0">
              <RichText text={category[field]} query={query} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
