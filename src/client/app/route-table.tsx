import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { BLOG_SLUGS } from '../../core/site/client-routes';
import { BlankLayout } from './layouts/BlankLayout';
import { FullLayout } from './layouts/full-layout-lazy';
import { lazyWithPreload } from './lazy-preload';

// The chunks named here ("app", "layout", "editor") are what the task pane's first screen needs:
// webpack.config.js puts them into taskpane.html as scripts, and the pane preloads them.
const StatefulFrame = lazyWithPreload(
  () => import(/* webpackChunkName: "app" */ './StatefulFrame'),
);
const SignInArea = lazyWithPreload(
  () => import(/* webpackChunkName: "app" */ './layouts/SignInArea'),
);
const SignedOutOnly = lazy(() =>
  import(/* webpackChunkName: "app" */ './guard').then((m) => ({ default: m.SignedOutOnly })),
);
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const TwoStepPage = lazy(() => import('../features/auth/TwoStepPage'));
const NotFoundPage = lazy(() => import('../features/status/NotFoundPage'));
const TaskpaneOutsideOfficePage = lazy(
  () => import('../features/status/TaskpaneOutsideOfficePage'),
);
const MaintenancePage = lazy(() => import('../features/status/MaintenancePage'));
const PrivacyPage = lazy(() => import('../features/legal/PrivacyPage'));
const TermsPage = lazy(() => import('../features/legal/TermsPage'));
const ContactPage = lazy(() => import('../features/contact/ContactPage'));
const BlogIndexPage = lazy(() => import('../features/blog/BlogIndexPage'));
const BlogArticlePage = lazy(() => import('../features/blog/BlogArticlePage'));
const EditorPage = lazyWithPreload(
  () => import(/* webpackChunkName: "editor" */ '../features/editor/EditorPage'),
);
const BillingPage = lazy(() => import('../features/billing/BillingPage'));
const AccountPage = lazy(() => import('../features/account/AccountPage'));
const EnterprisePage = lazy(() => import('../features/enterprise/EnterprisePage'));
const AcceptInvitationPage = lazy(() => import('../features/enterprise/AcceptInvitationPage'));
const AdminUsersPage = lazy(() => import('../features/admin/AdminUsersPage'));

/**
 * Fetches, in parallel, every chunk of a signed-in user's editor (the frame, the layout, the
 * editor page): the task pane's first screen. Awaited before the first render, the screen renders
 * in one pass instead of a waterfall of chunks, each behind React's fallback throttle.
 */
export function preloadEditorRoutes(): Promise<void> {
  return Promise.all([
    StatefulFrame.preload(),
    SignInArea.preload(),
    FullLayout.preload(),
    EditorPage.preload(),
  ]).then(() => undefined);
}

/** `/main` (the seed's home) is an alias: it sends to the same place under /editor, once. */
function MainAlias() {
  const { pathname, search, hash } = useLocation();
  const rest = pathname.replace(/^\/main/, '');
  return <Navigate replace to={{ pathname: `/editor${rest}`, search, hash }} />;
}

/**
 * The route table: the landing page (`landing`: the browser's entry passes it in its initial chunk,
 * rendered without Redux; the task pane's loads it on demand); then, under the stateful frame, blank-layout public and auth pages, the error page for any
 * unknown path, and the sign-in pages in the full layout.
 */
export function AppRouteTable({ landing }: { landing: ReactNode }) {
  return (
    <Routes>
      <Route index element={landing} />
      <Route element={<StatefulFrame />}>
        <Route element={<BlankLayout />}>
          <Route element={<SignedOutOnly />}>
            <Route path="auth/login" element={<LoginPage />} />
            <Route path="auth/register" element={<RegisterPage />} />
            <Route path="auth/two-step" element={<TwoStepPage />} />
          </Route>
          <Route path="auth/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="auth/404" element={<NotFoundPage />} />
          <Route path="taskpane.html" element={<TaskpaneOutsideOfficePage />} />
          <Route path="auth/maintenance" element={<MaintenancePage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="tos" element={<TermsPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="blog" element={<BlogIndexPage />} />
          {BLOG_SLUGS.map((slug) => (
            <Route key={slug} path={`blog/${slug}`} element={<BlogArticlePage slug={slug} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="main/*" element={<MainAlias />} />
        <Route element={<SignInArea />}>
          <Route path="editor/*" element={<EditorPage />} />
          <Route path="billing/*" element={<BillingPage />} />
          <Route path="account" element={<AccountPage />} />
          <Route path="enterprise" element={<EnterprisePage />} />
          <Route path="enterprise/accept" element={<AcceptInvitationPage />} />
          <Route path="admin/users" element={<AdminUsersPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
