import type { LegalContentModule } from '../legal-content';

const en: LegalContentModule = (v) => ({
  ui: {
    breadcrumb: 'Breadcrumb',
    help: 'Help',
    tableOfContents: 'Contents',
    lastUpdated: (date) => `Last updated: ${date}`,
    searchLabel: 'Search the rules',
    searchPlaceholder: 'e.g. demonetisation, refund, appeal…',
    clearSearch: 'Clear search',
    resultCount: (count) => (count === 1 ? '1 section matches' : `${count} sections match`),
    noResults: (query) => `No section matches “${query}”.`,
    noResultsHint: 'Try another word, or clear the search to see all the rules again.',
    dataLabels: {
      data: 'Data',
      purpose: 'Why',
      basis: 'Legal basis',
      retention: 'How long we keep it',
    },
  },

  rules: {
    title: 'Rules and terms',
    intro:
      'These rules apply to everyone who watches or publishes videos on Kinora. They protect viewers and creators alike: please read them carefully.',
    sections: {
      'prohibited-content': {
        title: 'Prohibited content',
        blocks: [
          { kind: 'paragraph', text: 'You may not publish, share or promote on Kinora:' },
          {
            kind: 'categories',
            items: {
              illegal: 'illegal content, or content that encourages others to break the law;',
              child_safety: 'any sexualisation of minors, which we report to the authorities without delay;',
              sexual_content: 'pornography and sexually explicit nudity;',
              hate: 'incitement to hatred, violence or discrimination against a person or a group;',
              harassment: "harassment, threats and disclosure of other people's personal data;",
              violence: 'gratuitous or shocking violence and the glorification of terrorism;',
              self_harm: 'promotion of self-harm, suicide or eating disorders;',
              scam: 'scams, phishing, malware and false promises of earnings;',
              misinformation: 'impersonation and dangerous misinformation, especially about health;',
              intellectual_property:
                "content that infringes other people's copyright, trademarks or privacy;",
              spam: 'spam and any manipulation of views, subscriptions or earnings (bots, bought views, automated playback, multiple accounts).',
            },
          },
          {
            kind: 'paragraph',
            text: 'Sensitive content with a documentary, educational or artistic purpose may be accepted when it is presented with the necessary context and does not seek to shock for its own sake.',
          },
        ],
      },
      sanctions: {
        title: 'Sanctions',
        blocks: [
          {
            kind: 'callout',
            tone: 'warning',
            title: 'What you risk',
            text: 'Depending on how serious and how repeated the breach is, Kinora may apply one or more of the following sanctions:',
            items: [
              'removal of the video concerned;',
              'temporary or permanent demonetisation of a video or a channel: its views then earn nothing;',
              'limits on some features, for example no uploads until a given date;',
              'temporary suspension of the account: you cannot sign in while it lasts;',
              'a permanent ban of the account.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Earnings obtained through fraud, in particular through artificial views, are not owed and are cancelled. Clearly illegal content is removed without delay and may be reported to the competent authorities.',
          },
        ],
      },
      moderation: {
        title: 'Moderation process',
        blocks: [
          { kind: 'paragraph', text: 'Every report goes through the same steps:' },
          {
            kind: 'steps',
            items: [
              {
                title: 'Report',
                text: 'Anyone, signed in or not, can report a video, a channel or a comment with the “Report” button by choosing a reason and adding a note; without an account, they give their name and email, declare their good faith and receive an acknowledgement of receipt.',
              },
              {
                title: 'Review',
                text: 'The moderation team reviews the reported content against these rules and its context.',
              },
              {
                title: 'Decision',
                text: 'The team dismisses the report or imposes a proportionate sanction.',
              },
              {
                title: 'Notification',
                text: 'The person concerned is told of the decision and the reasons for it, in Kinora and by email.',
              },
              {
                title: 'Appeal',
                text: 'They can challenge the decision: the team reviews the appeal and gives a reasoned decision.',
              },
            ],
          },
          {
            kind: 'callout',
            tone: 'info',
            title: 'Appealing',
            text: `You have ${v.appealDays} days from the notification to appeal a decision. The decision on appeal is final, and you are notified of it as well.`,
          },
          {
            kind: 'callout',
            id: 'report-misuse',
            tone: 'warning',
            title: 'Misuse of reports',
            text: 'Reporting is there to protect the community. Someone who often sends manifestly unfounded reports may be barred from reporting for a limited time. This decision comes with its reasons, is notified to them, and can be appealed like any other.',
          },
        ],
      },
      revisions: {
        title: 'Changes to the rules',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We may change these rules and terms as the service or the law evolves. The date of the last update is shown at the top of this page.',
          },
          {
            kind: 'list',
            items: [
              'Any significant change is announced to you by email and in Kinora before it takes effect.',
              `A rise in the Premium price is announced at least ${v.priceRiseNoticeDays} days in advance; you can cancel before it applies.`,
              `The ${v.moneyBackDays}-day money-back guarantee applies once per account: to the first payment of your first Premium subscription.`,
            ],
          },
          {
            kind: 'paragraph',
            text: 'If you keep using Kinora after the changes take effect, the new terms apply. If you do not accept them, you can delete your account at any time.',
          },
        ],
      },
    },

    terms: {
      title: 'Terms of use',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These terms govern the use of Kinora. By creating an account or using the service, you accept them.',
        },
      ],
      sections: {
        purpose: {
          title: 'What the service is',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Kinora is a video-sharing platform, currently in beta. It lets you watch videos, subscribe to channels, publish your own videos and, as a creator, earn money for validated views. The service evolves: beta features may change or be discontinued.',
            },
          ],
        },
        account: {
          title: 'Your account',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Creating an account is free. You must be at least 15 years old; under 18, you need the consent of a parent or guardian to take Premium or receive earnings.',
            },
            {
              kind: 'paragraph',
              text: 'You provide accurate information, keep your password secret and are responsible for what is done from your account. Turn on two-step verification to protect it better, and tell us through the [contact form](/contact) about any unauthorised use.',
            },
          ],
        },
        'content-licence': {
          title: 'Your content and the licence you grant',
          blocks: [
            {
              kind: 'paragraph',
              text: 'You remain the owner of the videos, thumbnails and texts you publish. You guarantee that you hold all the rights needed, in particular to the music, the images and the people filmed.',
            },
            {
              kind: 'paragraph',
              text: 'By publishing a video, you grant Kinora a non-exclusive, free, worldwide licence to host it, convert it into different qualities, show it according to the visibility you chose and feature it on the service, for as long as it is online. This licence ends when you delete the video; backup copies are erased within a reasonable time.',
            },
            { kind: 'paragraph', text: 'A private video is visible only to you.' },
          ],
        },
        earnings: {
          title: 'Creator earnings',
          blocks: [
            {
              kind: 'paragraph',
              text: `A view is validated after ${v.viewValidatedAfterS} seconds of real watching (or the whole video if it is shorter), at most once per viewer and per video every ${v.viewDedupHours} hours. Your own views never count.`,
            },
            {
              kind: 'paragraph',
              text: 'A validated view is paid when the video is public and monetised and the viewer is a signed-in Premium member whose account is not sanctioned. The amount depends on the length of the video:',
            },
            { kind: 'earningsTable' },
            {
              kind: 'list',
              items: [
                `Videos shorter than ${v.minDuration} are refused at upload.`,
                `Today's earnings are pending; every night at midnight (${v.payoutTimeZone} time), the previous day's earnings become withdrawable.`,
                `You can withdraw your balance from ${v.minWithdrawal} to your connected payment account, or turn on automatic payouts from the [dashboard](/dashboard).`,
                'You are responsible for the tax and social-security declarations related to your earnings.',
              ],
            },
          ],
        },
        premium: {
          title: 'Premium subscription and cancellation',
          blocks: [
            {
              kind: 'paragraph',
              text: `Premium costs ${v.premiumPrice} per month, billed monthly and renewed automatically. It gives access to all content, in HD and 4K, with no ads and up to ${v.premiumProfiles} profiles.`,
            },
            {
              kind: 'paragraph',
              text: 'You can cancel at any time from your [profile](/profile). Cancellation takes effect at the end of the period already paid: you keep Premium until then, and no further payment is taken.',
            },
          ],
        },
        'payments-refunds': {
          title: 'Payments and refunds',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Payments are processed by our payment provider. Kinora never sees or stores your card numbers.',
            },
            {
              kind: 'paragraph',
              text: `Money-back guarantee: once per account and plan (Premium, QA), you can have a subscription refunded within ${v.moneyBackDays} days of its first payment, from your [profile](/profile) or through the [contact form](/contact); the subscription ends at once. A new subscription to the same plan is no longer covered. After that, a period that has started is not refunded, unless the law requires it. Refunds are paid to the original payment method.`,
            },
          ],
        },
        privacy: {
          title: 'Personal data',
          blocks: [
            {
              kind: 'paragraph',
              text: 'We process your data as explained in our [privacy policy](/privacy-policy). In particular, you can download your data or delete your account from your [profile](/profile).',
            },
          ],
        },
        'intellectual-property': {
          title: 'Intellectual property and takedown',
          blocks: [
            {
              kind: 'paragraph',
              text: 'The Kinora name, logo and interface are protected: you may not reproduce them without permission.',
            },
            {
              kind: 'paragraph',
              text: 'If content infringes your rights, report it from the video or write to us through the [contact form](/contact), stating the work concerned, the address of the content and your contact details. We promptly remove clearly infringing content; the person who published it can challenge the decision through the moderation process.',
            },
          ],
        },
        liability: {
          title: 'Liability',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Kinora hosts the content published by its members, who are responsible for it. We promptly remove unlawful content as soon as we become aware of it.',
            },
            {
              kind: 'paragraph',
              text: 'We do what is needed to keep the service available and safe, but cannot guarantee that it is always available, especially during the beta. Nothing in these terms limits the rights the law gives you as a consumer.',
            },
          ],
        },
        termination: {
          title: 'Suspension and closure of the account',
          blocks: [
            {
              kind: 'paragraph',
              text: 'You can delete your account at any time from your [profile](/profile); remember to withdraw your earnings first. Your videos and channels are then deleted; the accounting records of your earnings and payments are kept for as long as the law requires.',
            },
            {
              kind: 'paragraph',
              text: 'Kinora may suspend or close an account that seriously or repeatedly breaks these rules, following the moderation process described above. Except in case of fraud, earnings already acquired remain owed.',
            },
          ],
        },
        'law-contact': {
          title: 'Governing law and contact',
          blocks: [
            {
              kind: 'paragraph',
              text: 'These terms are governed by French law. In case of a dispute, contact us first to look for an amicable solution; failing that, you can turn to a consumer mediator free of charge or go to the competent courts.',
            },
            {
              kind: 'paragraph',
              text: `For any question, write to us through the [contact form](/contact): we reply within ${v.contactReplyDays} working days.`,
            },
          ],
        },
      },
    },

    earningsTable: {
      caption: 'Pay per validated, paid view, by length of the video',
      duration: 'Length of the video',
      perView: 'Per view',
      perThousandViews: (thousand) => `Per ${thousand} views`,
      under: (to) => `Under ${to}`,
      between: (from, to) => `From ${from} to under ${to}`,
      atLeast: (from) => `${from} or more`,
      refused: 'Refused at upload',
    },
  },

  privacy: {
    title: 'Privacy policy',
    intro:
      'This policy explains what data Kinora collects, why, how long we keep it, who processes it and how to exercise your rights. We only collect what the service needs, and we never sell your data.',
    sections: {
      controller: {
        title: 'Who we are',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Kinora is the controller of the data described here. For any question about your data, write to us through the [contact form](/contact).',
          },
        ],
      },
      data: {
        title: 'Data we collect and how we use it',
        blocks: [
          {
            kind: 'paragraph',
            text: 'For each category: what we collect, why, on which legal basis and how long we keep it.',
          },
          {
            kind: 'dataCategories',
            items: [
              {
                title: 'Account',
                data: 'Email address, username, display name, profile picture, chosen language, a hash of your password (never the password itself) and, if you turn on two-step verification, its secret and your backup codes.',
                purpose:
                  'Create and secure your account, identify you, show your profile and write to you about your account (confirmation, password reset, moderation decisions).',
                basis: 'Performance of the contract (our terms of use).',
                retention: 'As long as your account exists; erased when the account is deleted.',
              },
              {
                title: 'Sign-in sessions',
                data: 'IP address and browser (user agent) of each session, with its creation and expiry dates.',
                purpose:
                  'Keep you signed in, show you the devices signed in to your account, detect suspicious sign-ins and limit abuse.',
                basis: 'Performance of the contract and legitimate interest (security of the service).',
                retention: `Until you sign out or the session expires, at most ${v.sessionDays} days without activity.`,
              },
              {
                title: 'Videos and published content',
                data: 'Video files, thumbnails, channel images, titles, descriptions, topics, visibility, monetisation option and technical metadata (duration, format, dimensions).',
                purpose: 'Host, convert and show your content according to the visibility you chose.',
                basis: 'Performance of the contract.',
                retention: 'Until you delete the content or your account.',
              },
              {
                title: 'Viewing data',
                data: 'Playback position and watch time sent regularly by the player, and validated views. For a visitor who is not signed in, a validated view is linked to a random identifier and to a hash of their IP address computed with a secret key: the IP address itself is never stored.',
                purpose:
                  'Resume a video where you left off, count views, calculate creator earnings and prevent view fraud.',
                basis:
                  'Performance of the contract (members) and legitimate interest (reliable view counting).',
                retention: `Playback position: as long as your account exists (at most ${v.visitorIdMonths} months for a visitor). Validated views: kept with the creators' earnings history, which is an accounting record.`,
              },
              {
                title: 'Payments and subscriptions',
                data: 'Status of your Premium subscription (active or not, renewal date), customer identifiers at the payment provider and ledger entries for earnings, payments and withdrawals. Your card numbers are entered and stored only by the payment provider: Kinora never sees them. Also: whether you used the money-back guarantee for each plan (so it applies once) and the checkout sessions you opened (so two are never open at once).',
                purpose: 'Manage your subscription, pay creators and keep our accounts.',
                basis: 'Performance of the contract and legal obligation (accounting).',
                retention:
                  'Subscription status: as long as your account exists. Accounting records: 10 years, as the law requires.',
              },
              {
                title: 'Cookie choices',
                data: 'Anonymous identifier, choice per category, applicable regime, country, version of the cookie policy and date of your decision.',
                purpose: 'Respect your choices and be able to prove your consent.',
                basis: 'Legal obligation.',
                retention: 'Up to 5 years after your decision.',
              },
              {
                title: 'Contact messages',
                data: 'First name, last name, email, job title, topic, message and language.',
                purpose: 'Answer your request and follow it up.',
                basis: 'Legitimate interest (answering the requests sent to us).',
                retention: `${v.contactRetentionYears} years after it was sent; deleted with your account if you sent it while signed in.`,
              },
              {
                title: 'Tester feedback (QA plan)',
                data: 'Your message, the page you sent it from, its date and your account.',
                purpose: 'Fixing and improving the beta features.',
                basis: 'Performance of the contract (QA plan).',
                retention: `${v.qaFeedbackRetentionYears} years after it was sent; deleted with your account.`,
              },
            ],
          },
        ],
      },
      processors: {
        title: 'Who processes your data',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Only the people at Kinora who need your data can access it, along with our processors, who are bound by contract and by confidentiality:',
          },
          {
            kind: 'list',
            items: [
              'the host of our servers, our database and our video files;',
              'our email provider (account confirmation, password reset, notifications);',
              'our payment provider, which processes Premium payments and payouts to creators; it is also the controller of its own processing (fraud prevention, financial obligations);',
              'the advertising network, only if you accept marketing cookies.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'We do not sell or rent your data. We disclose it to authorities only when the law requires it. If data is transferred outside the European Union, it is protected by appropriate safeguards, such as the European Commission’s standard contractual clauses.',
          },
        ],
      },
      cookies: {
        title: 'Cookies',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We use four categories of cookies. You can change your choices at any time with the cookie settings button shown at the bottom of the screen.',
          },
          {
            kind: 'list',
            items: [
              'Necessary (always on): the session cookie, which keeps you signed in, and the cookie that records your cookie choices.',
              `Functional: the visitor identifier, a random number used to count the views of visitors who are not signed in and to remember where you stopped in a video (${v.visitorIdMonths} months).`,
              'Analytics: only with your consent.',
              'Marketing: only with your consent; without it, no third-party advertising script is loaded.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Your language and theme are saved in your browser (local storage) and are not sent to anyone.',
          },
        ],
      },
      rights: {
        title: 'Your rights',
        blocks: [
          { kind: 'paragraph', text: 'Under the GDPR, you have the following rights:' },
          {
            kind: 'list',
            items: [
              'access: know what data we hold about you and get a copy of it;',
              'rectification: correct inaccurate data, most of it directly from your profile;',
              'erasure: have your data deleted, except what the law requires us to keep;',
              'portability: receive your data in a structured, machine-readable format;',
              'objection and restriction: object to processing based on our legitimate interest, or ask for it to be restricted;',
              'withdrawal of consent: at any time for optional cookies, without affecting what was done before;',
              'complaint: contact the data protection authority — in France the CNIL (cnil.fr) — or the one in your country.',
            ],
          },
        ],
      },
      'exercise-rights': {
        title: 'Exercising your rights',
        blocks: [
          {
            kind: 'paragraph',
            text: 'If you are signed in, go to your [profile](/profile): there you can change your information, download a copy of your data and delete your account.',
          },
          {
            kind: 'paragraph',
            text: 'You can also write to us through the [contact form](/contact). We reply within one month and may ask you to prove your identity.',
          },
        ],
      },
      security: {
        title: 'Security',
        blocks: [
          {
            kind: 'paragraph',
            text: "Passwords are stored only as hashes, connections are encrypted, two-step verification is available and visitors' IP addresses are kept only as hashes computed with a secret key. Access to data is limited to the people who need it. If a data breach puts you at risk, we tell you.",
          },
        ],
      },
      minors: {
        title: 'Minors',
        blocks: [
          {
            kind: 'paragraph',
            text: 'You must be at least 15 years old to create an account. If you believe a younger child has given us data, contact us and we will delete it.',
          },
        ],
      },
      changes: {
        title: 'Changes to this policy',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We may update this policy. Its version date is shown at the top of the page; for any significant change, we tell you by email or in Kinora before it applies.',
          },
        ],
      },
    },
  },
});

export default en;
