import type { LegalContentModule } from '../legal-content';

/** The reference text: every other language translates this one. */
const fr: LegalContentModule = (v) => ({
  ui: {
    breadcrumb: "Fil d'Ariane",
    help: 'Aide',
    tableOfContents: 'Sommaire',
    lastUpdated: (date) => `Dernière mise à jour : ${date}`,
    searchLabel: 'Rechercher dans les règles',
    searchPlaceholder: 'Ex. : démonétisation, remboursement, appel…',
    clearSearch: 'Effacer la recherche',
    resultCount: (count) => (count === 1 ? '1 section correspond' : `${count} sections correspondent`),
    noResults: (query) => `Aucune section ne correspond à « ${query} ».`,
    noResultsHint: 'Essayez un autre mot, ou effacez la recherche pour revoir toutes les règles.',
    dataLabels: {
      data: 'Données',
      purpose: 'Pourquoi',
      basis: 'Base légale',
      retention: 'Durée de conservation',
    },
  },

  rules: {
    title: 'Règles et conditions',
    intro:
      "Ces règles s'appliquent à toute personne qui regarde ou publie des vidéos sur Kinora. Elles protègent les spectateurs comme les créateurs : merci de les lire attentivement.",
    sections: {
      'prohibited-content': {
        title: 'Contenus interdits',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Il est interdit de publier, de partager ou de promouvoir sur Kinora :',
          },
          {
            kind: 'categories',
            items: {
              illegal: 'les contenus illégaux, ou qui incitent à commettre une infraction ;',
              child_safety: 'toute sexualisation de mineurs, signalée sans délai aux autorités ;',
              sexual_content: 'la pornographie et la nudité à caractère sexuel explicite ;',
              hate: "l'incitation à la haine, à la violence ou à la discrimination envers une personne ou un groupe ;",
              harassment: "le harcèlement, les menaces et la divulgation des données personnelles d'autrui ;",
              violence: "la violence gratuite ou choquante et l'apologie du terrorisme ;",
              self_harm: "la promotion de l'automutilation, du suicide ou des troubles alimentaires ;",
              scam: "les arnaques, l'hameçonnage, les logiciels malveillants et les fausses promesses de gains ;",
              misinformation:
                "l'usurpation d'identité et les fausses informations dangereuses, notamment en matière de santé ;",
              intellectual_property:
                "les contenus qui portent atteinte au droit d'auteur, aux marques ou à la vie privée d'autrui ;",
              spam: 'le spam et toute manipulation des vues, des abonnements ou des gains (robots, vues achetées, lectures automatiques, comptes multiples).',
            },
          },
          {
            kind: 'paragraph',
            text: "Un contenu sensible à visée documentaire, éducative ou artistique peut être accepté s'il est présenté avec le contexte nécessaire et ne cherche pas à choquer pour choquer.",
          },
        ],
      },
      sanctions: {
        title: 'Sanctions',
        blocks: [
          {
            kind: 'callout',
            tone: 'warning',
            title: 'Ce que vous risquez',
            text: 'Selon la gravité et la répétition du manquement, Kinora peut appliquer une ou plusieurs des sanctions suivantes :',
            items: [
              'le retrait de la vidéo concernée ;',
              "la démonétisation temporaire ou définitive d'une vidéo ou d'une chaîne : ses vues ne rapportent alors plus rien ;",
              "la limitation de certaines fonctions, par exemple l'interdiction de mettre en ligne jusqu'à une date donnée ;",
              'la suspension temporaire du compte : impossible de se connecter pendant sa durée ;',
              'le bannissement définitif du compte.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Les gains obtenus par fraude, notamment par des vues artificielles, ne sont pas dus et sont annulés. Un contenu manifestement illégal est retiré sans délai et peut être signalé aux autorités compétentes.',
          },
        ],
      },
      moderation: {
        title: 'Processus de modération',
        blocks: [
          { kind: 'paragraph', text: 'Chaque signalement suit les mêmes étapes :' },
          {
            kind: 'steps',
            items: [
              {
                title: 'Signalement',
                text: 'Toute personne, connectée ou non, peut signaler une vidéo, une chaîne ou un commentaire avec le bouton « Signaler » en choisissant un motif et en ajoutant une note ; sans compte, elle indique son nom, son email et déclare sa bonne foi, et reçoit un accusé de réception.',
              },
              {
                title: 'Examen',
                text: "L'équipe de modération examine le contenu signalé au regard de ces règles et de son contexte.",
              },
              {
                title: 'Décision',
                text: 'Elle classe le signalement sans suite ou prononce une sanction proportionnée.',
              },
              {
                title: 'Notification',
                text: 'La personne concernée est informée de la décision et de ses motifs, dans Kinora et par email.',
              },
              {
                title: 'Appel',
                text: "Elle peut contester la décision : l'appel est réexaminé par l'équipe, qui rend une décision motivée.",
              },
            ],
          },
          {
            kind: 'callout',
            tone: 'info',
            title: 'Faire appel',
            text: `Vous disposez de ${v.appealDays} jours à compter de la notification pour faire appel d'une décision. La décision rendue en appel est définitive et vous est également notifiée.`,
          },
          {
            kind: 'callout',
            id: 'report-misuse',
            tone: 'warning',
            title: 'Signalements abusifs',
            text: "Signaler sert à protéger la communauté. Une personne qui envoie souvent des signalements manifestement infondés peut se voir interdire de signaler pendant une durée limitée. Cette décision est motivée, lui est notifiée et peut faire l'objet d'un appel comme toute autre.",
          },
        ],
      },
      revisions: {
        title: 'Révision des règles',
        blocks: [
          {
            kind: 'paragraph',
            text: "Nous pouvons modifier ces règles et conditions pour suivre l'évolution du service ou de la loi. La date de dernière mise à jour figure en haut de cette page.",
          },
          {
            kind: 'list',
            items: [
              'Toute modification importante vous est annoncée par email et dans Kinora avant son entrée en vigueur.',
              `Une hausse du prix de Premium vous est annoncée au moins ${v.priceRiseNoticeDays} jours à l'avance ; vous pouvez résilier avant qu'elle ne s'applique.`,
              `La garantie satisfait ou remboursé de ${v.moneyBackDays} jours s'applique une fois par compte : au premier paiement de votre premier abonnement Premium.`,
            ],
          },
          {
            kind: 'paragraph',
            text: "Si vous continuez à utiliser Kinora après l'entrée en vigueur des changements, les nouvelles conditions s'appliquent. Si vous ne les acceptez pas, vous pouvez supprimer votre compte à tout moment.",
          },
        ],
      },
    },

    terms: {
      title: "Conditions générales d'utilisation",
      blocks: [
        {
          kind: 'paragraph',
          text: "Les présentes conditions régissent l'utilisation de Kinora. En créant un compte ou en utilisant le service, vous les acceptez.",
        },
      ],
      sections: {
        purpose: {
          title: 'Objet du service',
          blocks: [
            {
              kind: 'paragraph',
              text: "Kinora est une plateforme de partage de vidéos, actuellement en version bêta. Elle permet de regarder des vidéos, de s'abonner à des chaînes, de publier ses propres vidéos et, pour les créateurs, d'être rémunéré pour les vues validées. Le service évolue : les fonctions en bêta peuvent changer ou être interrompues.",
            },
          ],
        },
        account: {
          title: 'Compte',
          blocks: [
            {
              kind: 'paragraph',
              text: "La création d'un compte est gratuite. Vous devez avoir au moins 15 ans ; avant 18 ans, l'accord d'un parent ou d'un tuteur est nécessaire pour souscrire Premium ou percevoir des gains.",
            },
            {
              kind: 'paragraph',
              text: "Vous fournissez des informations exactes, gardez votre mot de passe secret et répondez de ce qui est fait depuis votre compte. Activez la validation en deux étapes pour mieux le protéger, et prévenez-nous par le [formulaire de contact](/contact) en cas d'utilisation non autorisée.",
            },
          ],
        },
        'content-licence': {
          title: 'Vos contenus et la licence accordée',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Vous restez propriétaire des vidéos, miniatures et textes que vous publiez. Vous garantissez détenir tous les droits nécessaires, notamment sur la musique, les images et les personnes filmées.',
            },
            {
              kind: 'paragraph',
              text: "En publiant une vidéo, vous accordez à Kinora une licence non exclusive, gratuite et mondiale pour l'héberger, la convertir en différentes qualités, la diffuser selon la visibilité choisie et la mettre en avant sur le service, tant qu'elle est en ligne. Cette licence prend fin quand vous supprimez la vidéo ; les copies de sauvegarde sont effacées dans un délai raisonnable.",
            },
            { kind: 'paragraph', text: "Une vidéo privée n'est visible que par vous." },
          ],
        },
        earnings: {
          title: 'Rémunération des créateurs',
          blocks: [
            {
              kind: 'paragraph',
              text: `Une vue est validée après ${v.viewValidatedAfterS} secondes de visionnage réel (ou la vidéo entière si elle est plus courte), au plus une fois par spectateur et par vidéo toutes les ${v.viewDedupHours} heures. Vos propres vues ne comptent jamais.`,
            },
            {
              kind: 'paragraph',
              text: "Une vue validée est rémunérée lorsque la vidéo est publique et monétisée, et que le spectateur est un membre Premium connecté dont le compte n'est pas sanctionné. Son montant dépend de la durée de la vidéo :",
            },
            { kind: 'earningsTable' },
            {
              kind: 'list',
              items: [
                `Les vidéos d'une durée inférieure à ${v.minDuration} sont refusées à la mise en ligne.`,
                `Les gains du jour sont en attente ; chaque nuit à minuit (fuseau ${v.payoutTimeZone}), ceux de la veille deviennent retirables.`,
                `Vous pouvez retirer votre solde dès ${v.minWithdrawal} vers votre compte de paiement connecté, ou activer le versement automatique depuis le [tableau de bord](/dashboard).`,
                'Vous êtes responsable des déclarations fiscales et sociales liées à vos gains.',
              ],
            },
          ],
        },
        premium: {
          title: 'Abonnement Premium et résiliation',
          blocks: [
            {
              kind: 'paragraph',
              text: `Premium coûte ${v.premiumPrice} par mois, facturés mensuellement et renouvelés automatiquement. Il donne accès à tout le contenu, en HD et en 4K, sans publicité, avec jusqu'à ${v.premiumProfiles} profils.`,
            },
            {
              kind: 'paragraph',
              text: "Vous pouvez résilier à tout moment depuis votre [profil](/profile). La résiliation prend effet à la fin de la période déjà payée : vous gardez Premium jusque-là, et aucun nouveau paiement n'est prélevé.",
            },
          ],
        },
        'payments-refunds': {
          title: 'Paiements et remboursements',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Les paiements sont traités par notre prestataire de paiement. Kinora ne voit ni ne conserve jamais vos numéros de carte.',
            },
            {
              kind: 'paragraph',
              text: `Satisfait ou remboursé : une fois par compte et par offre (Premium, QA), vous pouvez vous faire rembourser un abonnement dans les ${v.moneyBackDays} jours qui suivent son premier paiement, depuis votre [profil](/profile) ou via le [formulaire de contact](/contact) ; l'abonnement prend fin aussitôt. Un nouvel abonnement à la même offre n'est plus couvert. Au-delà, une période commencée n'est pas remboursée, sauf si la loi l'impose. Un remboursement est versé sur le moyen de paiement d'origine.`,
            },
          ],
        },
        privacy: {
          title: 'Données personnelles',
          blocks: [
            {
              kind: 'paragraph',
              text: "Nous traitons vos données comme l'explique notre [politique de confidentialité](/privacy-policy). Vous pouvez notamment télécharger vos données ou supprimer votre compte depuis votre [profil](/profile).",
            },
          ],
        },
        'intellectual-property': {
          title: 'Propriété intellectuelle et signalement',
          blocks: [
            {
              kind: 'paragraph',
              text: 'La marque Kinora, son logo et son interface sont protégés : vous ne pouvez pas les reproduire sans autorisation.',
            },
            {
              kind: 'paragraph',
              text: "Si un contenu porte atteinte à vos droits, signalez-le depuis la vidéo ou écrivez-nous par le [formulaire de contact](/contact) en précisant l'œuvre concernée, l'adresse du contenu et vos coordonnées. Nous retirons promptement les contenus manifestement contrefaisants ; la personne qui les a publiés peut contester selon le processus de modération.",
            },
          ],
        },
        liability: {
          title: 'Responsabilité',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Kinora héberge les contenus publiés par ses membres, qui en sont responsables. Nous retirons promptement un contenu illicite dès que nous en avons connaissance.',
            },
            {
              kind: 'paragraph',
              text: 'Nous faisons le nécessaire pour que le service soit disponible et sûr, sans pouvoir garantir une disponibilité permanente, en particulier pendant la bêta. Rien dans ces conditions ne limite les droits que la loi vous reconnaît en tant que consommateur.',
            },
          ],
        },
        termination: {
          title: 'Suspension et fermeture du compte',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Vous pouvez supprimer votre compte à tout moment depuis votre [profil](/profile) ; pensez à retirer vos gains avant. Vos vidéos et chaînes sont alors supprimées ; les écritures comptables de vos gains et paiements sont conservées pendant la durée imposée par la loi.',
            },
            {
              kind: 'paragraph',
              text: 'Kinora peut suspendre ou fermer un compte qui enfreint gravement ou de façon répétée ces règles, selon le processus de modération décrit plus haut. Sauf fraude, les gains déjà acquis restent dus.',
            },
          ],
        },
        'law-contact': {
          title: 'Droit applicable et contact',
          blocks: [
            {
              kind: 'paragraph',
              text: "Ces conditions sont régies par le droit français. En cas de litige, contactez-nous d'abord pour chercher une solution amiable ; à défaut, vous pouvez recourir gratuitement à un médiateur de la consommation ou saisir les tribunaux compétents.",
            },
            {
              kind: 'paragraph',
              text: `Pour toute question, écrivez-nous par le [formulaire de contact](/contact) : nous répondons sous ${v.contactReplyDays} jours ouvrés.`,
            },
          ],
        },
      },
    },

    earningsTable: {
      caption: 'Rémunération par vue validée et rémunérée, selon la durée de la vidéo',
      duration: 'Durée de la vidéo',
      perView: 'Par vue',
      perThousandViews: (thousand) => `Pour ${thousand} vues`,
      under: (to) => `Moins de ${to}`,
      between: (from, to) => `De ${from} à moins de ${to}`,
      atLeast: (from) => `${from} et plus`,
      refused: 'Refusée à la mise en ligne',
    },
  },

  privacy: {
    title: 'Politique de confidentialité',
    intro:
      'Cette politique explique quelles données Kinora collecte, pourquoi, combien de temps nous les gardons, qui les traite et comment exercer vos droits. Nous ne collectons que ce dont le service a besoin et ne vendons jamais vos données.',
    sections: {
      controller: {
        title: 'Qui sommes-nous',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Kinora est responsable du traitement des données décrites ici. Pour toute question sur vos données, écrivez-nous par le [formulaire de contact](/contact).',
          },
        ],
      },
      data: {
        title: 'Données collectées et utilisation',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Pour chaque catégorie : ce que nous collectons, pourquoi, sur quelle base légale et combien de temps nous le gardons.',
          },
          {
            kind: 'dataCategories',
            items: [
              {
                title: 'Compte',
                data: "Adresse email, nom d'utilisateur, nom affiché, photo de profil, langue choisie, empreinte de votre mot de passe (jamais le mot de passe lui-même) et, si vous activez la validation en deux étapes, son secret et vos codes de secours.",
                purpose:
                  'Créer et sécuriser votre compte, vous identifier, afficher votre profil et vous écrire au sujet de votre compte (confirmation, réinitialisation du mot de passe, décisions de modération).',
                basis: "Exécution du contrat (nos conditions générales d'utilisation).",
                retention: 'Tant que votre compte existe ; effacées à la suppression du compte.',
              },
              {
                title: 'Sessions de connexion',
                data: "Adresse IP et navigateur (user agent) de chaque session, avec ses dates de création et d'expiration.",
                purpose:
                  'Vous garder connecté, vous montrer les appareils connectés à votre compte, détecter les connexions suspectes et limiter les abus.',
                basis: 'Exécution du contrat et intérêt légitime (sécurité du service).',
                retention: `Jusqu'à la déconnexion ou l'expiration de la session, au plus ${v.sessionDays} jours sans activité.`,
              },
              {
                title: 'Vidéos et contenus publiés',
                data: 'Fichiers vidéo, miniatures, images de chaîne, titres, descriptions, thèmes, visibilité, option de monétisation et métadonnées techniques (durée, format, dimensions).',
                purpose:
                  'Héberger, convertir et diffuser vos contenus selon la visibilité que vous avez choisie.',
                basis: 'Exécution du contrat.',
                retention: "Jusqu'à ce que vous supprimiez le contenu ou votre compte.",
              },
              {
                title: 'Données de visionnage',
                data: "Position de lecture et temps de visionnage envoyés régulièrement par le lecteur, et vues validées. Pour un visiteur non connecté, une vue validée est rattachée à un identifiant aléatoire et à une empreinte de son adresse IP calculée avec une clé secrète : l'adresse IP elle-même n'est jamais enregistrée.",
                purpose:
                  'Reprendre une vidéo là où vous vous étiez arrêté, compter les vues, calculer les gains des créateurs et empêcher la fraude aux vues.',
                basis: 'Exécution du contrat (membres) et intérêt légitime (comptage fiable des vues).',
                retention: `Position de lecture : tant que votre compte existe (${v.visitorIdMonths} mois au plus pour un visiteur). Vues validées : conservées avec l'historique des gains des créateurs, qui sert de pièce comptable.`,
              },
              {
                title: 'Paiements et abonnements',
                data: "Statut de votre abonnement Premium (actif ou non, date de renouvellement), identifiants client chez le prestataire de paiement et écritures de gains, de paiements et de retraits. Vos numéros de carte sont saisis et conservés uniquement par le prestataire de paiement : Kinora ne les voit jamais. Aussi : l'usage de la garantie satisfait ou remboursé pour chaque offre (pour ne l'appliquer qu'une fois) et les sessions de paiement que vous avez ouvertes (pour ne jamais en avoir deux ouvertes à la fois).",
                purpose: 'Gérer votre abonnement, payer les créateurs et tenir notre comptabilité.',
                basis: 'Exécution du contrat et obligation légale (comptabilité).',
                retention:
                  "Statut d'abonnement : tant que votre compte existe. Écritures comptables : 10 ans, comme l'exige la loi.",
              },
              {
                title: 'Choix en matière de cookies',
                data: 'Identifiant anonyme, choix par catégorie, régime applicable, pays, version de la politique de cookies et date de votre décision.',
                purpose: 'Respecter vos choix et pouvoir prouver votre consentement.',
                basis: 'Obligation légale.',
                retention: "Jusqu'à 5 ans après votre décision.",
              },
              {
                title: 'Messages de contact',
                data: 'Prénom, nom, email, fonction, sujet, message et langue.',
                purpose: 'Répondre à votre demande et en assurer le suivi.',
                basis: 'Intérêt légitime (répondre aux demandes qui nous sont adressées).',
                retention: `${v.contactRetentionYears} ans après son envoi ; supprimé avec votre compte si vous l'avez envoyé en étant connecté.`,
              },
              {
                title: 'Retours des testeurs (plan QA)',
                data: "Votre message, la page d'où vous l'avez envoyé, sa date et votre compte.",
                purpose: 'Corriger et améliorer les fonctions en bêta.',
                basis: 'Exécution du contrat (plan QA).',
                retention: `${v.qaFeedbackRetentionYears} ans après son envoi ; supprimé avec votre compte.`,
              },
            ],
          },
        ],
      },
      processors: {
        title: 'Qui traite vos données',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Seules les personnes de Kinora qui en ont besoin accèdent à vos données, ainsi que nos sous-traitants, liés par contrat et tenus à la confidentialité :',
          },
          {
            kind: 'list',
            items: [
              "l'hébergeur de nos serveurs, de notre base de données et de nos fichiers vidéo ;",
              "notre prestataire d'envoi d'emails (confirmation de compte, réinitialisation du mot de passe, notifications) ;",
              'notre prestataire de paiement, qui traite les paiements Premium et les versements aux créateurs ; il est aussi responsable de ses propres traitements (lutte contre la fraude, obligations financières) ;',
              'la régie publicitaire, uniquement si vous acceptez les cookies marketing.',
            ],
          },
          {
            kind: 'paragraph',
            text: "Nous ne vendons ni ne louons vos données. Nous ne les communiquons aux autorités que lorsque la loi l'exige. Si des données sont transférées hors de l'Union européenne, elles sont protégées par des garanties appropriées, comme les clauses contractuelles types de la Commission européenne.",
          },
        ],
      },
      cookies: {
        title: 'Cookies',
        blocks: [
          {
            kind: 'paragraph',
            text: "Nous utilisons quatre catégories de cookies. Vous pouvez modifier vos choix à tout moment avec le bouton de gestion des cookies affiché en bas de l'écran.",
          },
          {
            kind: 'list',
            items: [
              'Nécessaires (toujours actifs) : le cookie de session, qui vous garde connecté, et celui qui enregistre vos choix en matière de cookies.',
              `Fonctionnels : l'identifiant de visiteur, un numéro aléatoire qui sert à compter les vues des visiteurs non connectés et à retenir où vous vous êtes arrêté dans une vidéo (${v.visitorIdMonths} mois).`,
              "Mesure d'audience : uniquement avec votre consentement.",
              "Marketing : uniquement avec votre consentement ; sans lui, aucun script publicitaire tiers n'est chargé.",
            ],
          },
          {
            kind: 'paragraph',
            text: 'Votre langue et votre thème sont enregistrés dans votre navigateur (stockage local) et ne sont transmis à personne.',
          },
        ],
      },
      rights: {
        title: 'Vos droits',
        blocks: [
          { kind: 'paragraph', text: 'Conformément au RGPD, vous disposez des droits suivants :' },
          {
            kind: 'list',
            items: [
              'accès : savoir quelles données nous détenons sur vous et en obtenir une copie ;',
              'rectification : corriger des données inexactes, la plupart directement depuis votre profil ;',
              'effacement : faire supprimer vos données, sauf celles que la loi nous oblige à conserver ;',
              'portabilité : recevoir vos données dans un format structuré et lisible par une machine ;',
              'opposition et limitation : vous opposer à un traitement fondé sur notre intérêt légitime, ou en demander la limitation ;',
              'retrait du consentement : à tout moment pour les cookies facultatifs, sans effet sur ce qui a été fait auparavant ;',
              "réclamation : saisir l'autorité de protection des données, en France la CNIL (cnil.fr), ou celle de votre pays.",
            ],
          },
        ],
      },
      'exercise-rights': {
        title: 'Exercer vos droits',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Si vous êtes connecté, rendez-vous sur votre [profil](/profile) : vous pouvez y modifier vos informations, télécharger une copie de vos données et supprimer votre compte.',
          },
          {
            kind: 'paragraph',
            text: "Vous pouvez aussi nous écrire par le [formulaire de contact](/contact). Nous répondons dans un délai d'un mois et pouvons vous demander de justifier de votre identité.",
          },
        ],
      },
      security: {
        title: 'Sécurité',
        blocks: [
          {
            kind: 'paragraph',
            text: "Les mots de passe ne sont conservés que sous forme d'empreinte, les échanges sont chiffrés, la validation en deux étapes est disponible et les adresses IP des visiteurs ne sont gardées que sous forme d'empreinte à clé secrète. L'accès aux données est limité aux personnes qui en ont besoin. En cas de violation de données présentant un risque pour vous, nous vous prévenons.",
          },
        ],
      },
      minors: {
        title: 'Mineurs',
        blocks: [
          {
            kind: 'paragraph',
            text: "Il faut avoir au moins 15 ans pour créer un compte. Si vous pensez qu'un enfant plus jeune nous a transmis des données, contactez-nous : nous les supprimerons.",
          },
        ],
      },
      changes: {
        title: 'Modifications de cette politique',
        blocks: [
          {
            kind: 'paragraph',
            text: "Nous pouvons mettre à jour cette politique. Sa date de version figure en haut de la page ; en cas de changement important, nous vous prévenons par email ou dans Kinora avant qu'il ne s'applique.",
          },
        ],
      },
    },
  },
});

export default fr;
