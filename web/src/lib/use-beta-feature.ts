import { type BetaFeature, betaFeatureEnabled } from '@domain/features';
import { useSession } from './use-session';

/** Whether the signed-in member sees a beta feature (members with the `qa` role; domain/features.ts). */
export function useBetaFeature(feature: BetaFeature): boolean {
  const { user } = useSession();
  return betaFeatureEnabled(feature, user?.roles);
}
