import {
  Alert,
  Box,
  Button,
  Center,
  Heading,
  IconButton,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LOGIN_REDIRECT_DELAY_MS } from '../../../config/constants';
import { demoAccount } from '../../../config/demo';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { formikFieldProps, TextField } from '../../../components/text-field';
import { notify } from '../../../components/toaster';
import { successText } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { rememberSignedIn, userAfterSignIn } from '../api/current-user';
import { useLogin } from '../api/login';
import { signInNotKept, type SignInNotKept } from '../sign-in-not-kept';
import { useSignInForm } from '../use-sign-in-form';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function SignInPage() {
  const [showPassword, setShowPassword] = useState(false);
  const [notKept, setNotKept] = useState<SignInNotKept | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const demo = demoAccount.get();
  const login = useLogin();
  // The prerendered form takes no input until the app runs it: typing would be lost, and a
  // submit would be the browser's own, with the password in the address.
  const ready = useHydrated();

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

  return (
    <Center minH="70vh" px="4" py="10">
      <Box
        as="section"
        w="full"
        maxW="md"
        borderWidth="1px"
        rounded="lg"
        p={{ base: '6', md: '8' }}
        bg="bg"
      >
        <form onSubmit={form.handleSubmit} noValidate>
          <Stack gap="6">
            <Heading as="h1" size="xl" textAlign="center">
              Sign in to your account
            </Heading>
            {notKept && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{notKept.title}</Alert.Title>
                  <Alert.Description>{notKept.description}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            {demo && (
              <Alert.Root status="info" variant="subtle">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Demo account</Alert.Title>
                  <Alert.Description>
                    Username <Text as="strong">{demo.username}</Text>, password{' '}
                    <Text as="strong">{demo.password}</Text>
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <TextField
              label="Username"
              {...formikFieldProps(form, 'username')}
              autoComplete="username"
              required
              disabled={!ready}
            />
            <TextField
              label="Password"
              {...formikFieldProps(form, 'password')}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              disabled={!ready}
              endElement={
                <IconButton
                  variant="ghost"
                  size="sm"
                  disabled={!ready}
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  {showPassword ? <LuEyeOff /> : <LuEye />}
                </IconButton>
              }
            />
            <Link
              href="#"
              alignSelf="flex-end"
              fontSize="sm"
              onClick={(event) => event.preventDefault()}
            >
              Forgot password?
            </Link>
            <Button type="submit" colorPalette="blue" loading={form.isSubmitting} disabled={!ready}>
              Sign in
            </Button>
            <Link asChild alignSelf="center" fontSize="sm">
              <RouterLink to={paths.home}>Back to the home page</RouterLink>
            </Link>
          </Stack>
        </form>
      </Box>
    </Center>
  );
}
