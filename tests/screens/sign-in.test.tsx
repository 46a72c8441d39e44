import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { DEMO_CREDENTIALS } from '../../mocks/data/seed';
import { renderApp } from './render-app';
import { currentUrl, expectUrl, fill, findToast, holdResponses } from './screen-helpers';

const usernameField = () => screen.getByRole('textbox', { name: /Username/ });
const passwordField = () => screen.getByLabelText(/^Password/);
const signInButton = () => screen.getByRole('button', { name: 'Sign in' });

/** The body of every login request the app makes from now on. */
function loginBodies(): Array<Promise<unknown>> {
  const bodies: Array<Promise<unknown>> = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/auth/login') bodies.push(request.clone().json());
  });
  return bodies;
}

async function signIn(user: UserEvent, password: string) {
  await fill(
    user,
    await screen.findByRole('textbox', { name: /Username/ }),
    DEMO_CREDENTIALS.username,
  );
  await fill(user, passwordField(), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in', () => {
  it('requires a username and a password, and shows the password on request', async () => {
    const { user } = await renderApp('/sign-in');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await fill(user, passwordField(), 'secret');
    expect(passwordField()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('a field left empty says so once left, and no longer once filled', async () => {
    const { user } = await renderApp('/sign-in');
    await user.click(await screen.findByRole('textbox', { name: /Username/ }));
    await user.tab();
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();

    await fill(user, usernameField(), DEMO_CREDENTIALS.username);
    await waitFor(() => expect(screen.queryByText('Username is required')).not.toBeInTheDocument());
  });

  it('a username of spaces only is missing: nothing is sent', async () => {
    const logins = loginBodies();
    const { user } = await renderApp('/sign-in');
    await fill(user, await screen.findByRole('textbox', { name: /Username/ }), '   ');
    await fill(user, passwordField(), DEMO_CREDENTIALS.password);
    await user.click(signInButton());
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(signInButton()).toBeEnabled();
    expect(logins).toHaveLength(0);
  });

  it('sends the username without the spaces around it', async () => {
    const logins = loginBodies();
    const { user } = await renderApp('/sign-in');
    await fill(
      user,
      await screen.findByRole('textbox', { name: /Username/ }),
      `  ${DEMO_CREDENTIALS.username} `,
    );
    await fill(user, passwordField(), DEMO_CREDENTIALS.password);
    await user.click(signInButton());
    expect(await findToast('Success', 'Successfully logged in')).toBeInTheDocument();
    expect(await Promise.all(logins)).toEqual([DEMO_CREDENTIALS]);
    // The redirect comes a second later; left pending, it would move a later test's address.
    await expectUrl('/dashboard');
  });

  it('the button is busy while the sign-in is sent; a refusal keeps what was typed', async () => {
    const release = holdResponses('post', '/api/auth/login');
    const { user } = await renderApp('/sign-in');
    await signIn(user, 'not-the-password');
    await waitFor(() => expect(signInButton()).toBeDisabled());

    release();
    expect(await findToast('Error', 'Wrong credentials')).toBeInTheDocument();
    expect(signInButton()).toBeEnabled();
    expect(usernameField()).toHaveValue(DEMO_CREDENTIALS.username);
    expect(passwordField()).toHaveValue('not-the-password');
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
  });

  it('a wrong password says "Wrong credentials" and stays on sign-in', async () => {
    const { user } = await renderApp('/sign-in');
    await signIn(user, 'not-the-password');
    expect(await findToast('Error', 'Wrong credentials')).toBeInTheDocument();
    expect(currentUrl()).toBe('/sign-in');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('any other refusal says "Unexpected error occured"', async () => {
    const { user } = await renderApp('/sign-in', { scenarios: ['server-error'] });
    await signIn(user, DEMO_CREDENTIALS.password);
    expect(await findToast('Error', 'Unexpected error occured')).toBeInTheDocument();
    expect(currentUrl()).toBe('/sign-in');
  });

  it('no response at all, from a server that is up, says "Internal server error"', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.error()));
    const { user } = await renderApp('/sign-in');
    await signIn(user, DEMO_CREDENTIALS.password);
    expect(await findToast('Error', 'Internal server error')).toBeInTheDocument();
    expect(currentUrl()).toBe('/sign-in');
  });

  it('a server still waking up says so, and the form keeps what was typed', async () => {
    server.use(http.post('*/api/auth/login', () => new HttpResponse(null, { status: 503 })));
    const { user } = await renderApp('/sign-in');
    await signIn(user, DEMO_CREDENTIALS.password);
    expect(
      await findToast(
        'Error',
        "The shop's server is waking up, so this may not have gone through. Please try again in a minute; your input is kept.",
      ),
    ).toBeInTheDocument();
    expect(usernameField()).toHaveValue(DEMO_CREDENTIALS.username);
    expect(passwordField()).toHaveValue(DEMO_CREDENTIALS.password);
    expect(currentUrl()).toBe('/sign-in');
  });

  it('a sign-in the browser did not keep names the blocked cookie, with no success', async () => {
    const logins = loginBodies();
    const { user } = await renderApp('/sign-in', { scenarios: ['cookies-blocked'] });
    await signIn(user, DEMO_CREDENTIALS.password);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your browser blocked the sign-in cookie');
    expect(alert).toHaveTextContent('Allow cookies for this site');
    expect(logins).toHaveLength(1);
    expect(screen.queryByText('Successfully logged in')).not.toBeInTheDocument();
    expect(usernameField()).toHaveValue(DEMO_CREDENTIALS.username);
    expect(passwordField()).toHaveValue(DEMO_CREDENTIALS.password);
    expect(signInButton()).toBeEnabled();
    expect(currentUrl()).toBe('/sign-in');
  });

  it('the demo staff user is welcomed and taken to the dashboard', async () => {
    const { user } = await renderApp('/sign-in');
    await signIn(user, DEMO_CREDENTIALS.password);
    expect(await findToast('Success', 'Successfully logged in')).toBeInTheDocument();
    await expectUrl('/dashboard');
    expect(await screen.findByText('Admin dashboard')).toBeInTheDocument();
  });

  it('signed-in staff opening sign-in land on the dashboard', async () => {
    await renderApp('/sign-in', { signedIn: true });
    await expectUrl('/dashboard');
    expect(await screen.findByRole('link', { name: 'Create product' })).toBeInTheDocument();
  });

  it('a guest opening the dashboard lands on the home page', async () => {
    await renderApp('/dashboard/order-management');
    await expectUrl('/');
    expect(await screen.findByRole('link', { name: 'sign in' })).toBeInTheDocument();
  });

  it('staff log out through the confirmation dialog', async () => {
    const { user } = await renderApp('/dashboard', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Open dashboard menu' }));
    await user.click(await screen.findByRole('button', { name: 'log out' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Comeback soon')).toBeInTheDocument();
    expect(
      within(dialog).getByText('You will be logged out. Click Confirm if you wish to proceed.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expectUrl('/');
    expect(await screen.findByRole('link', { name: 'sign in' })).toBeInTheDocument();
  });

  it('an unknown path shows the not-found screen', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(
      screen.getByText("Sorry, we couldn't find the page you're looking for."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
  });
});
