import { REPORT_REASONS } from '@domain/moderation';
import { plainText } from './inline-text';
import type { Block, Section } from './legal-content';

/** Every text of a section as a reader sees it (links without markup), title first. */
export function sectionTexts(section: Section, earningsTexts: readonly string[] = []): string[] {
  return [section.title, ...section.blocks.flatMap((block) => blockTexts(block, earningsTexts))];
}

function blockTexts(block: Block, earningsTexts: readonly string[]): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [plainText(block.text)];
    case 'list':
      return block.items.map(plainText);
    case 'categories':
      return REPORT_REASONS.map((reason) => plainText(block.items[reason.code]));
    case 'steps':
      return block.items.flatMap((step) => [step.title, plainText(step.text)]);
    case 'callout':
      return [block.title, plainText(block.text), ...(block.items ?? []).map(plainText)];
    case 'earningsTable':
      return [...earningsTexts];
    case 'dataCategories':
      return block.items.flatMap((item) => [
        item.title,
        ...[item.data, item.purpose, item.basis, item.retention].map(plainText),
      ]);
  }
}
