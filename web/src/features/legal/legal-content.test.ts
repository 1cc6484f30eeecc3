import { CONTACT_MESSAGE_RETENTION_YEARS, QA_FEEDBACK_RETENTION_YEARS } from '@domain/limits';
import { LOCALES } from '@domain/locales';
import { REPORT_REASONS } from '@domain/moderation';
import { matchAppRoute } from '@domain/routes';
import { describe, expect, it } from 'vitest';
import { parseInline } from './inline-text';
import {
  type Block,
  type LegalContent,
  PRIVACY_SECTION_IDS,
  RULES_SECTION_IDS,
  type Section,
  TERMS_SECTION_IDS,
} from './legal-content';
import { loadLegalContent } from './use-legal-content';

function blockStrings(block: Block): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.text];
    case 'list':
      return [...block.items];
    case 'categories':
      // Exactly the report reasons' codes (a code with no text, or a text for no code, is caught here).
      expect(Object.keys(block.items).sort()).toEqual(REPORT_REASONS.map((r) => r.code).sort());
      return REPORT_REASONS.map((r) => block.items[r.code]);
    case 'steps':
      return block.items.flatMap((s) => [s.title, s.text]);
    case 'callout':
      return [block.title, block.text, ...(block.items ?? [])];
    case 'earningsTable':
      return [];
    case 'dataCategories':
      return block.items.flatMap((c) => [c.title, c.data, c.purpose, c.basis, c.retention]);
  }
}
const sectionStrings = (s: Section) => [s.title, ...s.blocks.flatMap(blockStrings)];

function allSections(content: LegalContent): Section[] {
  const { rules, privacy } = content;
  return [
    ...RULES_SECTION_IDS.filter((id) => id !== 'terms').map((id) => rules.sections[id as 'sanctions']),
    rules.terms,
    ...TERMS_SECTION_IDS.map((id) => rules.terms.sections[id]),
    ...PRIVACY_SECTION_IDS.map((id) => privacy.sections[id]),
  ];
}

describe('legal content', () => {
  it.each(LOCALES)(
    '%s: the privacy policy lists contact messages and QA feedback with the retention the purges apply',
    async (locale) => {
      const content = await loadLegalContent(locale);
      const categories = Object.values(content.privacy.sections)
        .flatMap((section) => section.blocks)
        .flatMap((block) => (block.kind === 'dataCategories' ? block.items : []));
      const [contact, feedback] = categories.slice(-2);
      expect(contact?.retention).toContain(String(CONTACT_MESSAGE_RETENTION_YEARS));
      expect(feedback?.retention).toContain(String(QA_FEEDBACK_RETENTION_YEARS));
      expect(feedback?.title).toMatch(/QA/);
    },
  );

  it.each(LOCALES)('%s has every section, filled in, with links to real pages', async (locale) => {
    const content = await loadLegalContent(locale);
    expect(Object.keys(content.rules.terms.sections)).toEqual([...TERMS_SECTION_IDS]);
    expect(Object.keys(content.privacy.sections).sort()).toEqual([...PRIVACY_SECTION_IDS].sort());
    const texts = allSections(content).flatMap(sectionStrings);
    for (const text of texts) {
      expect(text.trim(), locale).not.toBe('');
      expect(text).not.toMatch(/undefined|NaN|\{\{|\$\{/);
      for (const part of parseInline(text))
        if (part.to) expect(matchAppRoute(part.to), part.to).not.toBeNull();
    }
    // The moderation steps are the spec's five: report, review, decision, notification, appeal.
    const steps = content.rules.sections.moderation.blocks.find((b) => b.kind === 'steps');
    expect(steps?.kind === 'steps' && steps.items.length).toBe(5);
    expect(content.rules.terms.sections.earnings.blocks.some((b) => b.kind === 'earningsTable')).toBe(true);
  });

  it('is written in each language, not copied from French', async () => {
    const titles = await Promise.all(LOCALES.map(async (l) => (await loadLegalContent(l)).privacy.title));
    expect(new Set(titles).size).toBe(LOCALES.length);
  });
});
