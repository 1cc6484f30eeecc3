import { Search } from 'lucide-react';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EarningsTable, earningsTableTexts } from './earnings-table';
import { LegalBlocks } from './legal-blocks';
import { type LegalContent, RULES_SECTION_IDS, type Section, TERMS_SECTION_IDS } from './legal-content';
import { LegalColumns, LegalHeader, TableOfContents, type TocItem } from './legal-layout';
import { Highlight } from './rich-text';
import { sectionTexts } from './section-text';
import { type SearchEntry, visibleSectionIds } from './text-search';
import { useLegalContent } from './use-legal-content';
import { useScrollToHash } from './use-scroll-to-hash';

type Rules = LegalContent['rules'];

function rulesSection(rules: Rules, id: Exclude<(typeof RULES_SECTION_IDS)[number], 'terms'>): Section {
  return rules.sections[id];
}

function searchEntries(rules: Rules, earningsTexts: readonly string[]): SearchEntry[] {
  return RULES_SECTION_IDS.map((id) =>
    id === 'terms'
      ? {
          id,
          texts: sectionTexts(rules.terms),
          children: TERMS_SECTION_IDS.map((child) => ({
            id: child,
            texts: sectionTexts(rules.terms.sections[child], child === 'earnings' ? earningsTexts : []),
          })),
        }
      : { id, texts: sectionTexts(rulesSection(rules, id)) },
  );
}

/** Rules and terms (spec §2): searchable sections, contents, and the earnings rules from domain/. */
export function RulesPage() {
  const { content, locale } = useLegalContent();
  const { ui, rules } = content;
  const [loadedAt] = useState(() => new Date());
  const [query, setQuery] = useState('');
  const searchId = useId();
  const searchBox = useRef<HTMLDivElement>(null);
  const searched = useRef(query);
  useScrollToHash();
  // Filtering while scrolled down shortens the page under the reader: the browser pulls the page up
  // and the box being typed in went under the fixed header (issue 25). Bring it back below the
  // header (its scroll margin) whenever the query changes.
  useLayoutEffect(() => {
    if (searched.current === query) return;
    searched.current = query;
    searchBox.current?.scrollIntoView({ block: 'nearest' });
  }, [query]);

  const entries = useMemo(
    () => searchEntries(rules, earningsTableTexts(rules.earningsTable, locale)),
    [rules, locale],
  );
  const visible = useMemo(() => visibleSectionIds(entries, query), [entries, query]);
  const shown = (id: string) => visible === null || visible.has(id);
  const number = (id: (typeof TERMS_SECTION_IDS)[number]) => `${TERMS_SECTION_IDS.indexOf(id) + 1}. `;

  const toc: TocItem[] = RULES_SECTION_IDS.filter(shown).map((id) =>
    id === 'terms'
      ? {
          id,
          title: rules.terms.title,
          children: TERMS_SECTION_IDS.filter(shown).map((child) => ({
            id: child,
            title: number(child) + rules.terms.sections[child].title,
          })),
        }
      : { id, title: rulesSection(rules, id).title },
  );
  const leafCount = entries.flatMap((entry) => entry.children ?? [entry]).filter((e) => shown(e.id)).length;
  const status =
    visible === null ? '' : visible.size === 0 ? ui.noResults(query.trim()) : ui.resultCount(leafCount);

  const earnings = <EarningsTable text={rules.earningsTable} locale={locale} query={query} />;
  const heading2 = 'scroll-mt-24 text-2xl font-semibold tracking-tight';

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6">
      <LegalHeader ui={ui} title={rules.title} intro={rules.intro} updated={{ date: loadedAt, locale }} />

      <div ref={searchBox} role="search" className="max-w-xl scroll-mt-20 space-y-2">
        <Label htmlFor={searchId}>{ui.searchLabel}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            autoComplete="off"
            value={query}
            placeholder={ui.searchPlaceholder}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-9"
          />
        </div>
        <p role="status" className="min-h-5 text-sm text-muted-foreground">
          {status}
        </p>
      </div>

      <LegalColumns toc={toc.length > 0 && <TableOfContents ui={ui} items={toc} />}>
        {visible?.size === 0 && (
          <div className="space-y-4 rounded-xl border border-dashed p-8 text-center">
            <p className="text-muted-foreground">{ui.noResultsHint}</p>
            <Button variant="outline" onClick={() => setQuery('')}>
              {ui.clearSearch}
            </Button>
          </div>
        )}
        {RULES_SECTION_IDS.filter(shown).map((id) =>
          id === 'terms' ? (
            <section key={id} aria-labelledby={id} className="space-y-6">
              <h2 id={id} className={heading2}>
                <Highlight text={rules.terms.title} query={query} />
              </h2>
              <LegalBlocks blocks={rules.terms.blocks} query={query} ui={ui} />
              {TERMS_SECTION_IDS.filter(shown).map((child) => (
                <section key={child} aria-labelledby={child} className="space-y-3">
                  <h3 id={child} className="scroll-mt-24 text-xl font-semibold">
                    {number(child)}
                    <Highlight text={rules.terms.sections[child].title} query={query} />
                  </h3>
                  <LegalBlocks
                    blocks={rules.terms.sections[child].blocks}
                    query={query}
                    ui={ui}
                    earnings={earnings}
                  />
                </section>
              ))}
            </section>
          ) : (
            <section key={id} aria-labelledby={id} className="space-y-4">
              <h2 id={id} className={heading2}>
                <Highlight text={rulesSection(rules, id).title} query={query} />
              </h2>
              <LegalBlocks blocks={rulesSection(rules, id).blocks} query={query} ui={ui} />
            </section>
          ),
        )}
      </LegalColumns>
    </div>
  );
}
