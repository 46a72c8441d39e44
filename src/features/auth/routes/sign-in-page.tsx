import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { LOGIN_REDIRECT_DELAY_MS } from '../../../config/constants';
import { demoAccount } from '../../../config/demo';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { formikFieldProps } from '../../../components/form-field-props';
import { notify } from '../../../components/toaster';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { Heading, PlainLink, TextLink } from '../../../components/ui/text';
import { successText } from '../../../lib/api-client';
import { useFocusBackAfterBusy } from '../../../lib/use-focus-back';
import { rememberSignedIn, useLogin, userAfterSignIn } from '../api/login';
import { signInNotKept, type SignInNotKept } from '../sign-in-not-kept';
import { useSignInForm } from '../use-sign-in-form';
import styles from './sign-in-page.module.css';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function SignInPage() {
  const [showPassword, setShowPassword] = useState(false);
  const [notKept, setNotKept] = useState<SignInNotKept | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const demo = demoAccount.get();
  const login = useLogin();

  const form = useSignInForm(async (values, helpers) => {
    setNotKept(null);
    let response: unknown;
    try {
      response = await login.mutateAsync({
        username: values.username.trim(),
        password: values.password,
      });
    } catch {
      return; // useLogin's failure toast says why
    }
    // A browser that blocks the API's cookies drops them silently; only `me` can tell.
    const user = await userAfterSignIn();
    if (user && !user.is_auth) {
      setNotKept(signInNotKept(env.apiBaseUrl, window.location.origin));
      return;
    }
    notify('success', successText(response, 'Successfully logged in'));
    await wait(LOGIN_REDIRECT_DELAY_MS);
    helpers.resetForm();
    // Only now: the page's guard sends signed-in staff on at once, before the toast was read.
    await rememberSignedIn(queryClient, user);
    navigate(paths.dashboard.root);
  });
  const submitButton = useFocusBackAfterBusy<HTMLButtonElement>(form.isSubmitting);

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        {/* What is typed before the app runs is kept for it (app/early-interactions.ts); `post`
            keeps a password out of the address should the page ever send the form itself. */}
        <form method="post" onSubmit={form.handleSubmit} noValidate>
          <div className={styles.stack}>
            <Heading level="h1" size="xl" className={styles.title}>
              Sign in to your account
            </Heading>
            {notKept && (
              <Alert
                status="error"
                role="alert"
                title={notKept.title}
                description={notKept.description}
              />
            )}
            {demo && (
              <Alert
                status="info"
                title="Demo account"
                description={
                  <>
                    Username <strong>{demo.username}</strong>, password{' '}
                    <strong>{demo.password}</strong>
                  </>
                }
              />
            )}
            <InputField
              label="Username"
              {...formikFieldProps(form, 'username')}
              autoComplete="username"
              required
            />
            <InputField
              label="Password"
              {...formikFieldProps(form, 'password')}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              endElement={
                <Button
                  iconOnly
                  variant="ghost"
                  size="sm"
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  {showPassword ? <LuEyeOff /> : <LuEye />}
                </Button>
              }
            />
            <PlainLink
              href="#"
              className={styles.forgot}
              onClick={(event) => event.preventDefault()}
            >
              Forgot password?
            </PlainLink>
            <Button ref={submitButton} type="submit" palette="blue" loading={form.isSubmitting}>
              Sign in
            </Button>
            <TextLink to={paths.home} className={styles.home}>
              Back to the home page
            </TextLink>
          </div>
        </form>
      </section>
    </div>
  );
}
