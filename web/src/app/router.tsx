import { APP_ROUTES, type AppRouteId } from '@domain/routes';
import { type ComponentType, lazy } from 'react';
import { createMemoryRouter, type RouteObject, useRoutes } from 'react-router';
import { lazyWithStrings } from '@/i18n/lazy-with-strings';
import { Shell } from './shell/shell';

// Every page is its own chunk; the shell shows 'Loading...' while one loads (spec §2). Home, watch
// and not-found are the first load: their strings are bundled (i18n/first-load-groups.ts); every
// other page brings the rest of the strings with it (lazyWithStrings).
const HomePage = lazy(() => import('@/routes/home'));
const SettingsPage = lazyWithStrings(() => import('@/routes/settings'));
const AboutPage = lazyWithStrings(() => import('@/routes/about'));
const FaqPage = lazyWithStrings(() => import('@/routes/faq'));
const PricingPage = lazyWithStrings(() => import('@/routes/pricing'));
const AuthPage = lazyWithStrings(() => import('@/routes/auth'));
const ForgotPasswordPage = lazyWithStrings(() => import('@/routes/forgot-password'));
const PasswordResetPage = lazyWithStrings(() => import('@/routes/password-reset'));
const EmailConfirmedPage = lazyWithStrings(() => import('@/routes/email-confirmed'));
const ProfilePage = lazyWithStrings(() => import('@/routes/profile'));
const NotFoundPage = lazy(() => import('@/routes/not-found'));
const UploadPage = lazyWithStrings(() => import('@/routes/upload'));
const WatchPage = lazy(() => import('@/routes/watch'));
const DashboardPage = lazyWithStrings(() => import('@/routes/dashboard'));
const ChannelPage = lazyWithStrings(() => import('@/routes/channel'));
const ChannelEditPage = lazyWithStrings(() => import('@/routes/channel-edit'));
const VideoEditPage = lazyWithStrings(() => import('@/routes/video-edit'));
const ContactPage = lazyWithStrings(() => import('@/routes/contact'));
const PrivacyPolicyPage = lazyWithStrings(() => import('@/routes/privacy-policy'));
const RulesPage = lazyWithStrings(() => import('@/routes/rules'));
const SearchPage = lazyWithStrings(() => import('@/routes/search'));
const SubscriptionsPage = lazyWithStrings(() => import('@/routes/subscriptions'));
const ProfilesPage = lazyWithStrings(() => import('@/routes/profiles'));
const HistoryPage = lazyWithStrings(() => import('@/routes/history'));
const PlaylistsPage = lazyWithStrings(() => import('@/routes/playlists'));
const PlaylistPage = lazyWithStrings(() => import('@/routes/playlist'));
const ReportsPage = lazyWithStrings(() => import('@/routes/reports'));
const DecisionsPage = lazyWithStrings(() => import('@/routes/decisions'));
const DecisionPage = lazyWithStrings(() => import('@/routes/decision'));
const SandboxCheckoutPage = lazyWithStrings(() => import('@/routes/sandbox-checkout'));
const SandboxPortalPage = lazyWithStrings(() => import('@/routes/sandbox-portal'));
const SandboxOnboardingPage = lazyWithStrings(() => import('@/routes/sandbox-onboarding'));
const SandboxPayoutsPage = lazyWithStrings(() => import('@/routes/sandbox-payouts'));
const AdminPage = lazyWithStrings(() => import('@/routes/admin'));
const AdminQaFeedbackPage = lazyWithStrings(() => import('@/routes/admin-qa-feedback'));
const AdsenseSetupPage = lazyWithStrings(() => import('@/routes/adsense-setup'));
const NewsPage = lazyWithStrings(() => import('@/routes/news'));
const NewsArticlePage = lazyWithStrings(() => import('@/routes/news-article'));
const AdminNewsPage = lazyWithStrings(() => import('@/routes/admin-news'));
const AdminNewsEditPage = lazyWithStrings(() => import('@/routes/admin-news-edit'));
const AdminAuditPage = lazyWithStrings(() => import('@/routes/admin-audit'));
const AdminVideosPage = lazyWithStrings(() => import('@/routes/admin-videos'));
const AdminContactPage = lazyWithStrings(() => import('@/routes/admin-contact'));
const AdminConsentPage = lazyWithStrings(() => import('@/routes/admin-consent'));
const AdminOutboxPage = lazyWithStrings(() => import('@/routes/admin-outbox'));
const AdminMembersPage = lazyWithStrings(() => import('@/routes/admin-members'));
const AdminMemberPage = lazyWithStrings(() => import('@/routes/admin-member'));
const AdminModerationPage = lazyWithStrings(() => import('@/routes/admin-moderation'));
const AdminPayoutsPage = lazyWithStrings(() => import('@/routes/admin-payouts'));

/** The page component of each entry of the route table (domain/routes.ts). */
const PAGES: Record<AppRouteId, ComponentType> = {
  home: HomePage,
  settings: SettingsPage,
  about: AboutPage,
  faq: FaqPage,
  pricing: PricingPage,
  auth: AuthPage,
  forgotPassword: ForgotPasswordPage,
  passwordReset: PasswordResetPage,
  emailConfirmed: EmailConfirmedPage,
  profile: ProfilePage,
  upload: UploadPage,
  dashboard: DashboardPage,
  watch: WatchPage,
  channelNew: ChannelEditPage,
  channelManage: ChannelEditPage,
  channel: ChannelPage,
  videoEdit: VideoEditPage,
  contact: ContactPage,
  privacyPolicy: PrivacyPolicyPage,
  rules: RulesPage,
  search: SearchPage,
  subscriptions: SubscriptionsPage,
  profiles: ProfilesPage,
  history: HistoryPage,
  playlists: PlaylistsPage,
  playlist: PlaylistPage,
  reports: ReportsPage,
  decisions: DecisionsPage,
  decision: DecisionPage,
  sandboxCheckout: SandboxCheckoutPage,
  sandboxPortal: SandboxPortalPage,
  sandboxOnboarding: SandboxOnboardingPage,
  sandboxPayouts: SandboxPayoutsPage,
  admin: AdminPage,
  adminQaFeedback: AdminQaFeedbackPage,
  adsenseSetup: AdsenseSetupPage,
  news: NewsPage,
  newsArticle: NewsArticlePage,
  adminNews: AdminNewsPage,
  adminNewsNew: AdminNewsEditPage,
  adminNewsEdit: AdminNewsEditPage,
  adminAudit: AdminAuditPage,
  adminVideos: AdminVideosPage,
  adminContact: AdminContactPage,
  adminConsent: AdminConsentPage,
  adminOutbox: AdminOutboxPage,
  adminMembers: AdminMembersPage,
  adminMember: AdminMemberPage,
  adminModeration: AdminModerationPage,
  adminPayouts: AdminPayoutsPage,
};

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      ...APP_ROUTES.map(({ id, path }) => {
        const Page = PAGES[id];
        return { path, element: <Page /> };
      }),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The app's pages, rendered under <BrowserRouter> (app.tsx). Declarative routing, not a data
 * router: Kinora's pages fetch with TanStack Query, not route loaders, and the data router is 17 KB
 * of first-load JS (gzip) that nothing would use (docs/decisions/0013-first-load.md).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
/** For component tests: the same routes in memory. */
export const createTestRouter = (path: string) => createMemoryRouter(routes, { initialEntries: [path] });
