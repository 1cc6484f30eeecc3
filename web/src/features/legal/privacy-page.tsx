import { LegalBlocks } from './legal-blocks';
import { PRIVACY_SECTION_IDS } from './legal-content';
import { LegalColumns, LegalHeader, TableOfContents } from './legal-layout';
import { useLegalContent } from './use-legal-content';
import { useScrollToHash } from './use-scroll-to-hash';

/** The version of the policy in force: change it with the texts. */
export const PRIVACY_POLICY_VERSION = { year: 2026, month: 11, day: 23 } as const;
const versionDate = new Date(
  PRIVACY_POLICY_VERSION.year,
  PRIVACY_POLICY_VERSION.month - 1,
  PRIVACY_POLICY_VERSION.day,
);

/** What Kinora collects, why, for how long, who processes it and how to exercise one's rights. */
export function PrivacyPage() {
  const { content, locale } = useLegalContent();
  const { ui, privacy } = content;
  useScrollToHash();
  const toc = PRIVACY_SECTION_IDS.map((id) => ({ id, title: privacy.sections[id].title }));

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6">
      <LegalHeader
        ui={ui}
        title={privacy.title}
        intro={privacy.intro}
        updated={{ date: versionDate, locale }}
      />
      <LegalColumns toc={<TableOfContents ui={ui} items={toc} />}>
        {PRIVACY_SECTION_IDS.map((id) => (
          <section key={id} aria-labelledby={id} className="space-y-4">
            <h2 id={id} className="scroll-mt-24 text-2xl font-semibold tracking-tight">
              {privacy.sections[id].title}
            </h2>
            <LegalBlocks blocks={privacy.sections[id].blocks} query="" ui={ui} />
          </section>
        ))}
      </LegalColumns>
    </div>
  );
}
