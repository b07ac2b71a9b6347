import { LoginInput } from '@vigor/shared';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorText, GENERIC_ERROR } from '../../../lib/api-client';
import { brand } from '../../../config/brand';
import { useLogin } from '../api/staff-auth';
import { homeForRole, saveStaffSession } from '../lib/staff-session';

export const LOGIN_FAILED = 'Nom ou mot de passe incorrect';
export const LOGIN_ERROR = 'Erreur de connexion';

/**
 * The text a failed login shows (spec §8): the server's message, else 'Nom ou mot de passe
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
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
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

  const fieldProps = (field: Field) => ({
    id: ids[field],
    'aria-invalid': fieldErrors[field] ? true : undefined,
    'aria-describedby': fieldErrors[field] ? `${ids[field]}-error` : undefined,
  });

  return (
    <main className="bo-login" lang="fr">
      <section className="bo-login__panel" aria-labelledby={titleId}>
        <p className="bo-login__brand">{brand.name}</p>
        <h1 id={titleId}>Connexion administrateur</h1>
        <p className="bo-login__hint">Accès réservé au personnel.</p>
        {error && (
          <p className="alert bo-login__error" role="alert" id={ids.error}>
            {error}
          </p>
        )}
        <form className="form" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor={ids.nom}>Nom</label>
            <input
              {...fieldProps('nom')}
              name="nom"
              autoComplete="username"
              required
              value={nom}
              onChange={(event) => {
                setNom(event.target.value);
                setFieldErrors((errors) => ({ ...errors, nom: undefined }));
              }}
            />
            {fieldErrors.nom && (
              <p className="field-error" id={`${ids.nom}-error`}>
                {fieldErrors.nom}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor={ids.password}>Mot de passe</label>
            <input
              {...fieldProps('password')}
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
            {fieldErrors.password && (
              <p className="field-error" id={`${ids.password}-error`}>
                {fieldErrors.password}
              </p>
            )}
          </div>
          <button type="submit" className="button button--block" disabled={loginMutation.isPending}>
            {loginMutation.isPending ? 'Connexion…' : 'Se connecter'}
          </button>
        </form>
      </section>
    </main>
  );
}
