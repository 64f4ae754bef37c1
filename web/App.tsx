import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { UserDto } from '../core/contracts';
import { LoadingScreen } from './components/LoadingScreen';
import { useUser } from './hooks/useUser';
import { DashboardPage } from './pages/play/DashboardPage';
import { LandingPage } from './pages/play/LandingPage';
import { LeaderboardPage } from './pages/play/LeaderboardPage';
import { LoginRequiredPage } from './pages/play/LoginRequiredPage';
import { NotFoundPage } from './pages/play/NotFoundPage';

// Heavy or rarely used pages load on demand: the scanner brings the camera and zxing.
const ScannerPage = lazy(() => import('./pages/play/ScannerPage'));
const QrTestPage = lazy(() => import('./pages/play/QrTestPage'));
const AdminPage = lazy(() => import('./pages/admin/AdminPage'));
const CliApprovePage = lazy(() => import('./pages/admin/CliApprovePage'));
const CliApproveSignIn = lazy(() => import('./pages/admin/CliApprovePage').then((page) => ({ default: page.CliApproveSignIn })));

/** Paths only signed-in users can open; signed-out visitors see the landing page there. */
const SIGNED_IN_ONLY = ['/dashboard', '/scanner', '/leaderboard', '/qr-test', '/admin', '/admin/:section'];

/** The route table of SPEC section 2. */
export function App() {
  const { user, isLoading } = useUser();
  if (isLoading) return <LoadingScreen />;
  return user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />;
}

function SignedOutRoutes() {
  return (
    <Routes>
      {['/', '/login', '/register', ...SIGNED_IN_ONLY].map((path) => (
        <Route key={path} path={path} element={<LandingPage />} />
      ))}
      <Route path="/scan/:code" element={<LoginRequiredPage />} />
      <Route path="/cli/approve" element={<Lazy><CliApproveSignIn /></Lazy>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function SignedInRoutes({ user }: { user: UserDto }) {
  return (
    <Routes>
      <Route path="/" element={<DashboardPage user={user} />} />
      <Route path="/dashboard" element={<DashboardPage user={user} />} />
      <Route path="/scanner" element={<Lazy><ScannerPage /></Lazy>} />
      <Route path="/scan/:code" element={<Lazy><ScannerPage /></Lazy>} />
      <Route path="/leaderboard" element={<LeaderboardPage user={user} />} />
      <Route path="/qr-test" element={<Lazy><QrTestPage /></Lazy>} />
      <Route path="/admin" element={<Lazy><AdminPage user={user} /></Lazy>} />
      <Route path="/admin/:section" element={<Lazy><AdminPage user={user} /></Lazy>} />
      <Route path="/cli/approve" element={<Lazy><CliApprovePage user={user} /></Lazy>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}
