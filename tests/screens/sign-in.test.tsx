import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../mocks/seed';
import { renderApp } from './render-app';
import { currentUrl, expectUrl, fill, findToast } from './screen-helpers';

const passwordField = () => screen.getByLabelText(/^Password/);

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

  it('no answer at all says "Internal server error"', async () => {
    const { user } = await renderApp('/sign-in', { scenarios: ['api-unreachable'] });
    await signIn(user, DEMO_CREDENTIALS.password);
    expect(await findToast('Error', 'Internal server error')).toBeInTheDocument();
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
