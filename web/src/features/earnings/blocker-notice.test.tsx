import { LOCALES } from '@domain/locales';
import { PAYOUT_BLOCKERS } from '@domain/payouts';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { BlockerNotice } from './blocker-notice';
import { summaryOf } from './earnings-test-utils';

const locales = import.meta.glob<{ earnings: { blocker: Record<string, string> } }>(
  '../../i18n/locales/*.json',
  {
    eager: true,
    import: 'default',
  },
);

const FRENCH: Record<(typeof PAYOUT_BLOCKERS)[number], string> = {
  not_connected: "Aucun compte de paiement n'est connecté. Connectez-en un pour pouvoir retirer vos gains.",
  requirements_due:
    'Votre compte de paiement attend des informations. Terminez sa configuration chez le prestataire, puis synchronisez.',
  payouts_disabled:
    'Le prestataire de paiement a suspendu les versements vers votre compte. Ouvrez son tableau de bord pour savoir pourquoi, puis synchronisez.',
  below_minimum:
    "Votre solde retirable (0,20 €) n'atteint pas le minimum de 0,50 €. Les gains en attente s'y ajoutent chaque nuit à minuit.",
  payout_in_flight:
    'Un retrait est en cours. Vous pourrez en demander un autre une fois celui-ci versé ou annulé.',
  waiting_for_platform_funds:
    "Votre retrait attend que le solde de la plateforme le couvre. Rien n'est perdu : il partira tout seul.",
  held_by_moderation:
    "Vos gains sont retenus à la suite d'une décision de modération. Vous pouvez la contester depuis vos notifications.",
  destination_changed:
    'Le compte bancaire de versement vient de changer. Par sécurité, les retraits reprennent 72 heures après ce changement.',
};

describe('why money does not move', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });

  it.each(PAYOUT_BLOCKERS)('says why and what to do for %s', (blocker) => {
    render(<BlockerNotice summary={summaryOf({ blocker, withdrawableCents: 20 })} />);
    const notice = screen.getByRole('status');
    screen.getByText("Pourquoi l'argent ne bouge pas");
    expect(notice.textContent).toContain(FRENCH[blocker].replace(/ €/g, '\u00a0€'));
  });

  it('shows nothing when money can move', () => {
    const { container } = render(<BlockerNotice summary={summaryOf({ blocker: null })} />);
    expect(container.textContent).toBe('');
  });

  it('shows nothing for "below the minimum" when nothing is withdrawable (just paid out, or never earned)', () => {
    const { container } = render(
      <BlockerNotice summary={summaryOf({ blocker: 'below_minimum', withdrawableCents: 0 })} />,
    );
    expect(container.textContent).toBe('');
  });

  it('has its own text for every code in every language', () => {
    for (const locale of LOCALES) {
      const texts = locales[`../../i18n/locales/${locale}.json`]?.earnings.blocker ?? {};
      const used = PAYOUT_BLOCKERS.map((code) => texts[code]);
      expect(
        used.every((text) => typeof text === 'string' && text.length > 20),
        locale,
      ).toBe(true);
      expect(new Set(used).size, locale).toBe(PAYOUT_BLOCKERS.length);
    }
  });
});
