import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CustomerDetailsForm } from '../../../../../src/features/checkout/components/customer-details-form';
import {
  checkoutSchema,
  EMPTY_CUSTOMER,
  toOrderPayload,
} from '../../../../../src/features/checkout/checkout-schema';

const VALID = {
  name: 'Ana',
  last_name: 'Anić',
  phone: '+387 61-234 567',
  address: 'Titova 1',
  email: '',
};

async function errorsOf(values: Partial<typeof VALID>): Promise<string[]> {
  try {
    await checkoutSchema.validate({ ...VALID, ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('checkout rules', () => {
  it('requires first name, last name, phone and address; email is optional', async () => {
    expect((await errorsOf(EMPTY_CUSTOMER)).sort()).toEqual([
      'Address is required',
      'First name is required',
      'Last name is required',
      'Phone number is required',
    ]);
    expect(await errorsOf({ name: '   ' })).toEqual(['First name is required']);
    expect(await errorsOf({})).toEqual([]);
  });

  it('takes digits, plus, minus and spaces in a phone, nothing else', async () => {
    for (const phone of ['061234567', '+387 61 234 567', '061-234-567']) {
      expect(await errorsOf({ phone })).toEqual([]);
    }
    for (const phone of ['061 abc', '(061) 234', '061.234', '061/234']) {
      expect(await errorsOf({ phone })).toEqual(['Phone number can only have numbers']);
    }
  });

  it('takes 6 to 20 characters in a phone, as the server does', async () => {
    for (const phone of ['123456', '1'.repeat(20)]) {
      expect(await errorsOf({ phone })).toEqual([]);
    }
    for (const phone of ['12345', '1'.repeat(21), '  1234  ']) {
      expect(await errorsOf({ phone })).toEqual(['Phone number must have 6 to 20 characters']);
    }
  });

  it('checks an email only when one is given', async () => {
    expect(await errorsOf({ email: 'ana@example.com' })).toEqual([]);
    for (const email of ['ana', 'ana@', 'ana@example', 'a na@example.com', '@example.com']) {
      expect(await errorsOf({ email })).toEqual(['Invalid email format']);
    }
  });

  it('refuses texts longer than an order stores', async () => {
    expect(await errorsOf({ name: 'A'.repeat(30), address: 'A'.repeat(40) })).toEqual([]);
    const tooLong = await errorsOf({
      name: 'A'.repeat(31),
      last_name: 'A'.repeat(31),
      address: 'A'.repeat(41),
      email: `${'a'.repeat(39)}@example.com`,
    });
    expect(tooLong.sort()).toEqual([
      'Address can have at most 40 characters',
      'Email can have at most 50 characters',
      'First name can have at most 30 characters',
      'Last name can have at most 30 characters',
    ]);
  });

  it('sends trimmed values and leaves out an empty email', () => {
    expect(toOrderPayload({ ...VALID, name: ' Ana ', email: ' ' })).toEqual({
      name: 'Ana',
      last_name: 'Anić',
      phone: '+387 61-234 567',
      address: 'Titova 1',
    });
    expect(toOrderPayload({ ...VALID, email: 'ana@example.com' }).email).toBe('ana@example.com');
  });
});

describe('CustomerDetailsForm', () => {
  function renderForm(onSubmit = vi.fn(async () => undefined)) {
    render(
      <ChakraProvider value={defaultSystem}>
        <CustomerDetailsForm onSubmit={onSubmit} disabled={false} pending={false} />
      </ChakraProvider>,
    );
    return onSubmit;
  }

  it('shows the messages and submits nothing while a field is wrong', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /First name/ }), VALID.name);
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), VALID.last_name);
    await user.type(screen.getByRole('textbox', { name: /Address/ }), VALID.address);
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '061 abc');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Phone number can only have numbers')).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a name longer than an order stores as typed, and says why it is refused', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    const name = 'A'.repeat(31);
    const input = screen.getByRole('textbox', { name: /First name/ });
    await user.click(input);
    await user.paste(name);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(
      await screen.findByText('First name can have at most 30 characters'),
    ).toBeInTheDocument();
    expect(input).toHaveValue(name);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the values once they are right', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByRole('textbox', { name: /First name/ }), VALID.name);
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), VALID.last_name);
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), VALID.phone);
    await user.type(screen.getByRole('textbox', { name: /Address/ }), VALID.address);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(VALID);
  });
});
