import { useEffect, useRef } from 'react';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/**
 * One AdSense unit. The network's script itself is added by the consent loader (marketing consent);
 * until it arrives the pushed request waits in the queue, as AdSense documents.
 */
export function NetworkAd({ publisherId, slotId }: { publisherId: string; slotId: string }) {
  const pushed = useRef(false);
  useEffect(() => {
    if (pushed.current) return;
    pushed.current = true;
    try {
      window.adsbygoogle = window.adsbygoogle || [];
      window.adsbygoogle.push({});
    } catch {
      // A unit AdSense already filled (or refused) must not break the page.
    }
  }, []);
  return (
    <ins
      className="adsbygoogle block size-full"
      style={{ display: 'block' }}
      data-ad-client={publisherId}
      data-ad-slot={slotId}
      data-ad-format="auto"
      data-full-width-responsive="true"
    />
  );
}
