import { CreateMessageInput, firstFieldErrorsOf } from '@vigor/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ExternalLink } from '../../../components/ui/external-link';
import { FormField } from '../../../components/ui/form-field';
import { brand, socialAccounts } from '../../../config/brand';
import { messageOf } from '../../../lib/api-client';
import { useGuardedClick } from '../../../lib/guarded-click';
import { logHandled } from '../../../lib/log';
import { useCreateMessage } from '../api/create-message';
import { PageHead } from '../../../components/ui/page-head';
import { paths } from '../../../config/paths';
import { usePageT } from '../../../lib/i18n';

export const CONTACT_THANKS_MS = 5000;

type Fields = Record<keyof CreateMessageInput, string>;
const EMPTY: Fields = { first_name: '', last_name: '', email: '', subject: '', message: '' };

const FIELDS: {
  name: keyof Fields;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  dir?: 'ltr';
}[] = [
  { name: 'first_name', autoComplete: 'given-name' },
  { name: 'last_name', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email', dir: 'ltr' },
  { name: 'subject' },
  { name: 'message', multiline: true },
];

export function ContactPage() {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [thanks, setThanks] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateMessage();
  const t = usePageT().contact;

  const thanksRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!thanks) return;
    // The form is sent from its bottom: bring the thanks into sight, clear of the fixed header.
    thanksRef.current?.scrollIntoView?.({ block: 'center' });
    const timer = setTimeout(() => setThanks(false), CONTACT_THANKS_MS);
    return () => clearTimeout(timer);
  }, [thanks]);

  const [send] = useGuardedClick(async (input: CreateMessageInput) => {
    try {
      await create.mutateAsync(input);
      setFields(EMPTY);
      setThanks(true);
    } catch (cause) {
      logHandled('contact message failed', cause);
      setFailure(messageOf(cause));
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = CreateMessageInput.safeParse(fields);
    if (!parsed.success) {
      const found = firstFieldErrorsOf(parsed.error) as Partial<Record<keyof Fields, string>>;
      setErrors(
        Object.fromEntries(
          Object.entries(found).map(([field, message]) => [
            field,
            t.fieldError(field as keyof Fields, message),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    send(parsed.data);
  };

  return (
    <div className="container contact">
      <PageHead title={t.title} description={t.description} path={paths.contact} />
      <h1 className="page-title">{t.heading}</h1>
      <div className="contact__layout">
        <section aria-labelledby="contact-details">
          <h2 id="contact-details">{t.touch}</h2>
          <dl className="contact__details">
            <dt>{t.phone}</dt>
            <dd>
              <a href={brand.phoneHref}>
                <bdi dir="ltr">{brand.phone}</bdi>
              </a>
            </dd>
            <dt>{t.email}</dt>
            <dd>
              <a href={`mailto:${brand.email}`}>{brand.email}</a>
            </dd>
            <dt>{t.hours}</dt>
            <dd>{t.hoursValue}</dd>
          </dl>
          <ul className="contact__social">
            {socialAccounts.map(({ name, handle, url }) => (
              <li key={name}>
                <ExternalLink href={url}>
                  {name} {handle}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
        <form className="form" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t.form}</h2>
          <div role="status" ref={thanksRef}>
            {thanks && <p className="alert alert--success">{t.thanks}</p>}
          </div>
          {failure && (
            <div className="alert" role="alert">
              <span>{failure}</span>
              <button
                type="button"
                className="toast__close"
                onClick={() => setFailure(null)}
                aria-label={t.dismiss}
              >
                ×
              </button>
            </div>
          )}
          {FIELDS.map((field) => (
            <FormField
              key={field.name}
              id={`contact-${field.name}`}
              label={`${t.fields[field.name]} *`}
              error={errors[field.name]}
            >
              {(control) => {
                const common = {
                  ...control,
                  name: field.name,
                  required: true,
                  value: fields[field.name],
                  onChange: (event: { target: { value: string } }) => {
                    setFields((f) => ({ ...f, [field.name]: event.target.value }));
                    setErrors((e) => ({ ...e, [field.name]: undefined }));
                  },
                };
                return field.multiline ? (
                  <textarea rows={6} {...common} />
                ) : (
                  <input
                    type={field.type ?? 'text'}
                    autoComplete={field.autoComplete}
                    dir={field.dir}
                    {...common}
                  />
                );
              }}
            </FormField>
          ))}
          <button type="submit" className="button" disabled={create.isPending}>
            {create.isPending ? t.sending : t.send}
          </button>
        </form>
      </div>
    </div>
  );
}
