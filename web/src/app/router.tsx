import { APP_ROUTES, type AppRouteId } from '@domain/routes';
import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { Shell } from './shell/shell';

// Every page is its own chunk; the shell shows 'Loading...' while one loads (spec §2).
const HomePage = lazy(() => import('@/routes/home'));
const SettingsPage = lazy(() => import('@/routes/settings'));
const AboutPage = lazy(() => import('@/routes/about'));
const FaqPage = lazy(() => import('@/routes/faq'));
const PricingPage = lazy(() => import('@/routes/pricing'));
const AuthPage = lazy(() => import('@/routes/auth'));
const ForgotPasswordPage = lazy(() => import('@/routes/forgot-password'));
const PasswordResetPage = lazy(() => import('@/routes/password-reset'));
const ProfilePage = lazy(() => import('@/routes/profile'));
const NotFoundPage = lazy(() => import('@/routes/not-found'));
const UploadPage = lazy(() => import('@/routes/upload'));
const WatchPage = lazy(() => import('@/routes/watch'));
const DashboardPage = lazy(() => import('@/routes/dashboard'));
const ChannelPage = lazy(() => import('@/routes/channel'));
const ChannelEditPage = lazy(() => import('@/routes/channel-edit'));
const VideoEditPage = lazy(() => import('@/routes/video-edit'));
const ContactPage = lazy(() => import('@/routes/contact'));
const PrivacyPolicyPage = lazy(() => import('@/routes/privacy-policy'));
const RulesPage = lazy(() => import('@/routes/rules'));
const SearchPage = lazy(() => import('@/routes/search'));
const SubscriptionsPage = lazy(() => import('@/routes/subscriptions'));
const ProfilesPage = lazy(() => import('@/routes/profiles'));
const HistoryPage = lazy(() => import('@/routes/history'));
const SandboxCheckoutPage = lazy(() => import('@/routes/sandbox-checkout'));
const SandboxPortalPage = lazy(() => import('@/routes/sandbox-portal'));
const AdminPage = lazy(() => import('@/routes/admin'));
const AdminQaFeedbackPage = lazy(() => import('@/routes/admin-qa-feedback'));
const AdsenseSetupPage = lazy(() => import('@/routes/adsense-setup'));

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
  sandboxCheckout: SandboxCheckoutPage,
  sandboxPortal: SandboxPortalPage,
  admin: AdminPage,
  adminQaFeedback: AdminQaFeedbackPage,
  adsenseSetup: AdsenseSetupPage,
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

export const createAppRouter = () => createBrowserRouter(routes);
/** For component tests: the same routes in memory. */
export const createTestRouter = (path: string) => createMemoryRouter(routes, { initialEntries: [path] });
