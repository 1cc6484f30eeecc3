import { describe, expect, it } from 'vitest';
import { BETA_FEATURES, type BetaFeature, betaFeatureEnabled, isBetaFeature } from './features';

describe('beta features', () => {
  const features = Object.keys(BETA_FEATURES) as BetaFeature[];

  it('flags the feedback form and the shortcuts help', () => {
    expect(features).toEqual(expect.arrayContaining(['feedback', 'shortcutsHelp']));
  });

  it.each(features)('shows %s to QA members only', (feature) => {
    expect(betaFeatureEnabled(feature, ['qa'])).toBe(true);
    expect(betaFeatureEnabled(feature, ['admin', 'qa'])).toBe(true);
    expect(betaFeatureEnabled(feature, ['admin'])).toBe(false);
    expect(betaFeatureEnabled(feature, [])).toBe(false);
    expect(betaFeatureEnabled(feature, null)).toBe(false);
    expect(betaFeatureEnabled(feature, undefined)).toBe(false);
  });

  it('knows no other feature', () => {
    expect(isBetaFeature('feedback')).toBe(true);
    expect(isBetaFeature('toString')).toBe(false);
    expect(betaFeatureEnabled('nope' as BetaFeature, ['qa'])).toBe(false);
  });
});
