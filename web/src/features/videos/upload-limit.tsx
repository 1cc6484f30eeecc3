import { type CapabilityLimit, SanctionNotice, useCapabilityLimit } from '@/components/sanction-notice';

/** The sanction that takes uploading away from the member now, if any (the server refuses the same). */
export const useUploadLimit = (enabled: boolean) => useCapabilityLimit('upload', enabled);

/** Says, before a file is picked, why the member cannot upload and until when, with the decision. */
export function UploadLimitNotice({ limit }: { limit: CapabilityLimit }) {
  return (
    <SanctionNotice
      limit={limit}
      texts={{ until: 'upload.limited.until', forGood: 'upload.limited.forGood' }}
    />
  );
}
