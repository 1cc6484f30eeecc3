import type { AppRouteId } from './routes';

/*
 * The indexed pages' titles and descriptions, for the HTML the server sends crawlers and link
 * previews. Not in domain/routes.ts: the web app's first load imports the route table, and these
 * texts are the server's alone (the pages show their own, translated).
 */
export interface PageText {
  title: string;
  description: string;
}

/** Title and description of the informational pages, in the product's language, for crawlers and link previews. */
export const PAGE_TEXTS = {
  home: {
    title: 'Kinora',
    description:
      'Kinora réunit spectateurs et créateurs : découvrez des vidéos de toutes les passions, publiez les vôtres et soyez rémunéré à chaque vue validée.',
  },
  about: {
    title: 'À propos',
    description: 'Kinora, la plateforme vidéo où les créateurs sont rémunérés à chaque vue validée.',
  },
  faq: {
    title: 'Questions fréquentes',
    description:
      'Offres Gratuite et Premium, rémunération des créateurs, paiements et règles de publication.',
  },
  pricing: {
    title: 'Tarifs',
    description: 'Kinora Premium à 2,99 € par mois : HD et 4K, sans publicité, jusqu’à 5 profils.',
  },
  contact: {
    title: 'Contact',
    description:
      'Écrivez à l’équipe Kinora : support, partenariats, presse ou suggestions. Réponse sous deux jours ouvrés.',
  },
  privacyPolicy: {
    title: 'Politique de confidentialité',
    description: 'Les données que Kinora collecte, pourquoi, combien de temps, et vos droits.',
  },
  news: {
    title: 'Actualités',
    description: 'Les nouveautés de Kinora : fonctionnalités, créateurs à l’honneur et vie de la plateforme.',
  },
  rules: {
    title: 'Règles et conditions',
    description:
      'Contenus interdits, sanctions, modération et appel, conditions d’utilisation et règles de rémunération.',
  },
} satisfies Partial<Record<AppRouteId, PageText>>;
