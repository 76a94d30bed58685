// The dashboard's frame: a header with the areas and the user, and each area's routes. Every area
// lists its own routes in <area>/routes.tsx, so adding a page touches only its area's folder.
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { RequireSession, useSession } from './api/session';
import { accountPublicRoutes, accountRoutes } from './account/routes';
import { analysisRoutes } from './analysis/routes';
import { evaluationRoutes } from './evaluation/routes';
import { securityRoutes } from './security/routes';
import { tracesRoutes } from './traces/routes';

const AREAS = [
  { to: '/analysis', label: 'Failure analysis' },
  { to: '/traces', label: 'Traces' },
  { to: '/security', label: 'Security' },
  { to: '/evaluation', label: 'Evaluation' },
  { to: '/account', label: 'Account' },
];

function Header() {
  const { session, signOut } = useSession();
  return (
    <header className="app-header">
      <a className="brand" href="/">
        Assay
      </a>
      {session && (
        <nav aria-label="Areas">
          {AREAS.map((a) => (
            <NavLink key={a.to} to={a.to}>
              {a.label}
            </NavLink>
          ))}
        </nav>
      )}
      <div className="who">
        {session ? (
          <>
            <span>{session.user.email ?? session.user.display_name}</span>
            <button type="button" className="link" onClick={() => void signOut()}>
              Sign out
            </button>
          </>
        ) : (
          <NavLink to="/signin">Sign in</NavLink>
        )}
      </div>
    </header>
  );
}

export function App() {
  return (
    <>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main">
        <Routes>
          {accountPublicRoutes}
          <Route path="/" element={<Navigate to="/analysis" replace />} />
          {[...analysisRoutes, ...tracesRoutes, ...securityRoutes, ...evaluationRoutes, ...accountRoutes].map((r) => (
            <Route key={r.path} path={r.path} element={<RequireSession>{r.element}</RequireSession>} />
          ))}
          <Route path="*" element={<h1>Page not found</h1>} />
        </Routes>
      </main>
    </>
  );
}
