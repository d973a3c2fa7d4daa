import { HomePage } from '../home/home-page.tsx';

type AuthEntryRouteProps = { mode: 'login' | 'register' };

/**
 * /login and /register show the home page. The accounts capability mounts its login and register
 * modals here (spec section 2: the login path then redirects to /); until then the header's buttons
 * lead to these routes and nothing pretends to be a form.
 */
export function AuthEntryRoute({ mode }: AuthEntryRouteProps) {
  return (
    <div data-auth-entry={mode}>
      <HomePage />
    </div>
  );
}
