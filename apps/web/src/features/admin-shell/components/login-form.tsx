import { firstFieldErrorsOf, LoginInput } from '@vigor/shared';
import { BackOfficeTitle } from './back-office-title';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormField } from '../../../components/ui/form-field';
import { ApiError, errorText, GENERIC_ERROR } from '../../../lib/api-client';
import { brand } from '../../../config/brand';
import { useLogin } from '../api/staff-auth';
import { homeForRole, saveStaffSession } from '../lib/staff-session';

export const LOGIN_FAILED = 'Nom ou mot de passe incorrect';
export const LOGIN_ERROR = 'Erreur de connexion';

/**
 * The text a failed login shows: the server's message, else 'Nom ou mot de passe
 * incorrect' when the server answered without one, else 'Erreur de connexion' (no answer).
 */
export function loginErrorText(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkError) {
    const text = errorText(error.body);
    return text === GENERIC_ERROR ? LOGIN_FAILED : text;
  }
  return LOGIN_ERROR;
}

type Field = 'nom' | 'password';

/** The French login screen of /admin. */
export function LoginForm() {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [nom, setNom] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const ids = { nom: useId(), password: useId(), error: useId() };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loginMutation.isPending) return;
    setError(null);
    const parsed = LoginInput.safeParse({ nom, password });
    if (!parsed.success) {
      setFieldErrors(firstFieldErrorsOf(parsed.error));
      return;
    }
    setFieldErrors({});
    try {
      const result = await loginMutation.mutateAsync(parsed.data);
      if (!result?.success || !result.token || !result.user) {
        setError(result?.message || LOGIN_FAILED);
        return;
      }
      saveStaffSession(result.token, result.user);
      await navigate(homeForRole(result.user.role), { replace: true });
    } catch (cause) {
      setError(loginErrorText(cause));
    }
  };

  return (
    <main className="bo-login" lang="fr">
      <BackOfficeTitle page="Connexion administrateur" />
      <section className="bo-login__panel" aria-labelledby={titleId}>
        <p className="bo-login__brand">{brand.name}</p>
        <h1 id={titleId}>Connexion administrateur</h1>
        <p className="bo-login__hint">Accès réservé au personnel.</p>
        {error && (
          <p className="alert bo-login__error" role="alert" id={ids.error}>
            {error}
          </p>
        )}
        <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <FormField id={ids.nom} label="Nom" error={fieldErrors.nom}>
            {(control) => (
              <input
                {...control}
                name="nom"
                autoComplete="username"
                // The screen's only task: staff type their name at once.
                autoFocus
                required
                value={nom}
                onChange={(event) => {
                  setNom(event.target.value);
                  setFieldErrors((errors) => ({ ...errors, nom: undefined }));
                }}
              />
            )}
          </FormField>
          <FormField id={ids.password} label="Mot de passe" error={fieldErrors.password}>
            {(control) => (
              <input
                {...control}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setFieldErrors((errors) => ({ ...errors, password: undefined }));
                }}
              />
            )}
          </FormField>
          <button type="submit" className="button button--block" disabled={loginMutation.isPending}>
            {loginMutation.isPending ? 'Connexion…' : 'Se connecter'}
          </button>
        </form>
      </section>
    </main>
  );
}
