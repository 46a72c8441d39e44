import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/data/db';
import { DEMO_USER } from '../../mocks/data/seed';
import { renderApp } from './render-app';
import { fill, findToast, sentRequests } from './screen-helpers';

const LABELS = ['Username', 'Name', 'Email', 'New password', 'Confirm new password'] as const;

/** The profile saves the app sends from now on (PATCH /api/user/:id). */
const profileSaves = () => sentRequests('PATCH', /^\/api\/user\/\d+$/);

/** A profile field by its label; a password field is no textbox. */
const field = (label: (typeof LABELS)[number]) =>
  label.includes('password')
    ? screen.getByLabelText(label, { exact: true })
    : screen.getByRole('textbox', { name: label });

async function openProfile(scenarios: string[] = []) {
  const rendered = await renderApp('/dashboard/my-profile', { signedIn: true, scenarios });
  expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
  await screen.findByRole('button', { name: 'Start Editing!' });
  return rendered;
}

describe('profile', () => {
  it('shows the signed-in user read-only, with the disclaimer, until Start Editing!', async () => {
    const { user } = await openProfile();
    expect(screen.getByText(/change the email to your own real address/)).toBeInTheDocument();
    expect(field('Username')).toHaveValue(DEMO_USER.username);
    expect(field('Name')).toHaveValue(DEMO_USER.name);
    expect(field('Email')).toHaveValue(DEMO_USER.email);
    for (const label of LABELS) expect(field(label)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start Editing!' }));
    for (const label of LABELS) expect(field(label)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('explains each bad value and saves nothing; a good save says so and locks the form', async () => {
    const { user } = await openProfile();
    const saves = profileSaves();
    await user.click(screen.getByRole('button', { name: 'Start Editing!' }));
    const submit = screen.getByRole('button', { name: 'Submit' });

    await fill(user, field('Email'), 'not-an-email');
    await user.click(submit);
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    await fill(user, field('Email'), 'jane@example.com');
    expect(screen.queryByText('Invalid email format')).not.toBeInTheDocument();

    await fill(user, field('New password'), 'weakpass');
    await fill(user, field('Confirm new password'), 'weakpass');
    await user.click(submit);
    expect(
      await screen.findByText('Password must be 8+ chars, 1 uppercase, 1 special char'),
    ).toBeInTheDocument();

    await fill(user, field('New password'), 'Str0ng!Pass');
    await fill(user, field('Confirm new password'), 'Str0ng!Pazz');
    await user.click(submit);
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(db.user.findFirst({ where: { id: { equals: 1 } } })?.email).toBe(DEMO_USER.email);
    expect(saves).toHaveLength(0);

    await fill(user, field('Confirm new password'), 'Str0ng!Pass');
    await fill(user, field('Name'), 'Jane Tester');
    await user.click(submit);
    expect(await findToast('Success', 'You successfully update your data')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(await saves[0].json()).toEqual({
      name: 'Jane Tester',
      email: 'jane@example.com',
      password: 'Str0ng!Pass',
    });
    expect(await screen.findByRole('button', { name: 'Start Editing!' })).toBeInTheDocument();
    expect(field('Name')).toBeDisabled();
    expect(field('Name')).toHaveValue('Jane Tester');
    expect(field('Email')).toHaveValue('jane@example.com');
    expect(field('New password')).toHaveValue('');
    expect(field('Confirm new password')).toHaveValue('');
  });

  it('Cancel restores the values and clears the passwords', async () => {
    const { user } = await openProfile();
    const saves = profileSaves();
    await user.click(screen.getByRole('button', { name: 'Start Editing!' }));
    await fill(user, field('Username'), 'someone-else');
    await fill(user, field('New password'), 'Str0ng!Pass');
    await fill(user, field('Confirm new password'), 'Str0ng!Pass');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field('Username')).toHaveValue(DEMO_USER.username);
    expect(field('Username')).toBeDisabled();
    expect(field('New password')).toHaveValue('');
    expect(field('Confirm new password')).toHaveValue('');
    expect(saves).toHaveLength(0);
  });

  it('a save without changes sends nothing and warns "No changes to save"', async () => {
    const { user } = await openProfile();
    const saves = profileSaves();
    await user.click(screen.getByRole('button', { name: 'Start Editing!' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await findToast('Warning', 'No changes to save')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it('a taken username shows the server detail and the saved values, read-only', async () => {
    const { user } = await openProfile();
    const saves = profileSaves();
    await user.click(screen.getByRole('button', { name: 'Start Editing!' }));
    await fill(user, field('Username'), 'clerk');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await findToast('Error', 'Username already in use')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(field('Username')).toBeDisabled();
    expect(field('Username')).toHaveValue(DEMO_USER.username);
  });

  /** The same account saved elsewhere (another device, a colleague) while this form is open. */
  const savedElsewhere = (changes: { name?: string; email?: string }) =>
    db.user.update({ where: { username: { equals: DEMO_USER.username } }, data: changes });

  it('keeps what was saved elsewhere meanwhile: another field stays, the same field is asked', async () => {
    const { user } = await openProfile();
    const saves = profileSaves();
    await user.click(screen.getByRole('button', { name: 'Start Editing!' }));
    savedElsewhere({ name: 'Name From Elsewhere', email: 'elsewhere@example.com' });
    await fill(user, field('Name'), 'Jane Tester');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const conflict = await screen.findByRole('alert', {
      name: 'Someone else changed your profile since you opened it',
    });
    expect(conflict).toHaveTextContent('Name: now “Name From Elsewhere”, yours “Jane Tester”.');
    expect(saves).toHaveLength(0);
    expect(field('Name')).toHaveValue('Jane Tester');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await findToast('Success', 'You successfully update your data')).toBeInTheDocument();
    expect(await saves[0].json()).toEqual({ name: 'Jane Tester' });
    expect(db.user.findFirst({ where: { name: { equals: 'Jane Tester' } } })?.email).toBe(
      'elsewhere@example.com',
    );
  });

  it("'Use theirs' takes the value saved elsewhere", async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Start Editing!' }));
    savedElsewhere({ name: 'Name From Elsewhere' });
    await fill(user, field('Name'), 'Jane Tester');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const conflict = await screen.findByRole('alert', {
      name: /Someone else changed your profile/,
    });
    await user.click(within(conflict).getByRole('button', { name: 'Use theirs for Name' }));
    expect(field('Name')).toHaveValue('Name From Elsewhere');
    expect(screen.queryByRole('alert', { name: /Someone else/ })).not.toBeInTheDocument();
  });

  it('a failed save shows the server detail and leaves editing mode', async () => {
    const { user } = await openProfile(['profile-save-fails']);
    await user.click(screen.getByRole('button', { name: 'Start Editing!' }));
    await fill(user, field('Name'), 'Jane Tester');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await findToast('Error', 'The user service is temporarily unavailable.'),
    ).toBeInTheDocument();
    expect(field('Name')).toBeDisabled();
    expect(field('Name')).toHaveValue(DEMO_USER.name);
  });
});
