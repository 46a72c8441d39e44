import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { CHECKOUT_DETAILS } from '../../../../mocks/handlers/checkout';
import { PRODUCT_DETAILS } from '../../../../mocks/handlers/product-admin';
import { USER_DETAILS } from '../../../../mocks/handlers/users';
import { CUSTOMER_FORM_MESSAGES, CUSTOMER_MAX_LENGTHS } from '../../../../src/config/rules/order';
import {
  categoryNames,
  PRICE_LIMIT_MESSAGES,
  PRODUCT_MAX_LENGTHS,
  PRODUCT_TOO_LONG_MESSAGES,
  subCategoriesOf,
} from '../../../../src/config/rules/product';
import {
  USER_FORM_MESSAGES,
  USER_MAX_LENGTHS,
  USER_SERVER_MESSAGES,
} from '../../../../src/config/rules/user';
import { filtersToParams } from '../../../../src/features/catalogue/query/catalogue-query';
import {
  filtersFromFields,
  numberFieldError,
} from '../../../../src/features/catalogue/query/filter-fields';
import { SORT_OPTIONS } from '../../../../src/config/rules/product-filter';
import { checkoutSchema } from '../../../../src/features/checkout/checkout-schema';
import {
  createProductSchema,
  editProductSchema,
} from '../../../../src/features/product-admin/forms/product-schema';
import { profileFormSchema } from '../../../../src/features/profile/profile-schema';
import { mockVisitor, signedInStaff, type MockVisitor } from '../../support/mock-client';

/** The message a form shows for one field, or undefined when the field passes. */
async function formError(
  schema: AnyObjectSchema,
  values: Record<string, unknown>,
  field: string,
): Promise<string | undefined> {
  try {
    await schema.validateAt(field, values);
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

const NEW_PRODUCT = {
  product_name: 'Agreed Lamp',
  description: 'A lamp both sides accept.',
  price: 10,
  quantity: 1,
  category: 'tools',
  sub_category: 'hand tools',
  image_url: 'https://example.com/lamp.png',
};
/** An update that changes only what is added to it. */
const UNCHANGED = { product_name: '', description: '', price: 0, image_url: '', quantity: 0 };
const EDIT_VALUES = { product_name: 'Lamp', quantity: '1', price: '1', description: 'Bright' };
const CREATE_VALUES = {
  ...EDIT_VALUES,
  image: new File(['x'], 'x.png', { type: 'image/png' }),
  category: 'tools',
  sub_category: 'hand tools',
};

/** The mock's response to a price: undefined when taken, else its detail. */
const refusalOf = (response: { status: number; body: unknown }) =>
  response.status === 200 ? undefined : (response.body as { detail: string }).detail;

describe('product forms and the mock agree', () => {
  it.each([0.001, 0.01, 0.5, 1.234, 12.34, 999_999_999.99, 1e9, 1e9 + 0.01, 1e10])(
    'on an edited price of %s, with the same words for the shop limits',
    async (price) => {
      const staff = await signedInStaff();
      const response = await staff.call('PATCH', '/api/product/1', { ...UNCHANGED, price });
      const values = { ...EDIT_VALUES, price: String(price) };
      expect(await formError(editProductSchema, values, 'price')).toBe(refusalOf(response));
    },
  );

  it.each([1, 1.234, 999.99, 1e9, 1e9 + 0.01])(
    'on a new product price of %s (from the create minimum of 1 up)',
    async (price) => {
      const staff = await signedInStaff();
      const response = await staff.call('POST', '/api/create/product', { ...NEW_PRODUCT, price });
      const values = { ...CREATE_VALUES, price: String(price) };
      expect(await formError(createProductSchema, values, 'price')).toBe(refusalOf(response));
    },
  );

  it('the create form is stricter below 1 BAM only: the spec asks for at least 1', async () => {
    const staff = await signedInStaff();
    const response = await staff.call('POST', '/api/create/product', {
      ...NEW_PRODUCT,
      price: 0.5,
    });
    expect(response.status).toBe(200);
    const values = { ...CREATE_VALUES, price: '0.5' };
    expect(await formError(createProductSchema, values, 'price')).toBe(
      "Price can't be empty or less than 1",
    );
    expect(PRODUCT_DETAILS).toMatchObject(PRICE_LIMIT_MESSAGES);
  });

  it('on the least quantity of a new product', async () => {
    const staff = await signedInStaff();
    for (const quantity of [0, 1]) {
      const response = await staff.call('POST', '/api/create/product', {
        ...NEW_PRODUCT,
        quantity,
      });
      const values = { ...CREATE_VALUES, quantity: String(quantity) };
      const refused = await formError(createProductSchema, values, 'quantity');
      expect(refused === undefined, `quantity ${quantity}`).toBe(response.status === 200);
    }
  });

  it('on the categories: every pair the form offers is one the mock takes', async () => {
    const staff = await signedInStaff();
    for (const name of categoryNames) {
      const category = name.toLowerCase();
      for (const sub of subCategoriesOf(category)) {
        const product = { ...NEW_PRODUCT, category, sub_category: sub.toLowerCase() };
        expect((await staff.call('POST', '/api/create/product', product)).status).toBe(200);
      }
    }
  });
});

describe('the checkout form and the mock agree', () => {
  const CUSTOMER = { name: 'Ana', last_name: 'Anić', address: 'Titova 1', email: '' };

  it.each([
    '061234567',
    '+387 61-234 567',
    '123456',
    '12345',
    '1'.repeat(20),
    '1'.repeat(21),
    '061 abc 123',
    '(061) 234 567',
    '٠٦١٢٣٤٥٦٧',
  ])('on the phone "%s"', async (phone) => {
    // An empty cart gets a 404 response after the phone is checked, so the phone's verdict shows.
    const guest = await mockVisitor();
    const response = await guest.call('POST', '/api/create-order', { ...CUSTOMER, phone });
    const mockRefuses = refusalOf(response) === CHECKOUT_DETAILS.badPhone;
    const refused = await formError(checkoutSchema, { ...CUSTOMER, phone }, 'phone');
    expect(refused !== undefined).toBe(mockRefuses);
  });
});

describe('the profile form and the mock agree', () => {
  const PROFILE = {
    username: 'admin',
    name: 'Shop Admin',
    email: 'admin@webshop.test',
    password: '',
    confirmPassword: '',
  };

  it.each([
    'jane@example.com',
    'jane.doe+shop@example.co',
    'a@b.c',
    'a!b@example.com',
    'ü@example.com',
    'jane@example',
    'jane@@example.com',
  ])('on the e-mail "%s", with the same words', async (email) => {
    const staff = await signedInStaff();
    const response = await staff.call('PATCH', '/api/user/1', { email });
    expect(await formError(profileFormSchema, { ...PROFILE, email }, 'email')).toBe(
      refusalOf(response),
    );
  });

  it.each([
    ['Str0ng!Pass', true],
    ['Ünïcode-X1', true],
    ['weakpass', false],
    ['ABCDEFGH', false],
    ['Ab!defg', false],
    // A space as the only special character: production takes it, the form does not.
    ['Abcdefg h', true],
  ])('on the password "%s" (the mock takes it: %s)', async (password, mockTakes) => {
    const staff = await signedInStaff();
    const response = await staff.call('PATCH', '/api/user/1', { password });
    expect(response.status === 200).toBe(mockTakes);
    if (!mockTakes) expect(refusalOf(response)).toBe(USER_SERVER_MESSAGES.weakPassword);
    const values = { ...PROFILE, password, confirmPassword: password };
    const refused = await formError(profileFormSchema, values, 'password');
    // Whatever the mock refuses, the form refuses, in the spec's words.
    if (!mockTakes) expect(refused).toBe(USER_FORM_MESSAGES.password);
    expect(USER_DETAILS.weakPassword).toBe(USER_SERVER_MESSAGES.weakPassword);
  });
});

describe("the forms and the mock agree on the lengths of production's columns", () => {
  /** Text of exactly `characters` characters; every third is an emoji (two UTF-16 units). */
  const textOf = (characters: number) =>
    Array.from({ length: characters }, (_, index) => (index % 3 === 2 ? '😀' : 'a')).join('');
  /** An address production's e-mail rule takes, of exactly `characters` characters. */
  const emailOf = (characters: number) => `${'a'.repeat(characters - 12)}@example.com`;

  interface LengthCase {
    form: string;
    field: string;
    max: number;
    message: string;
    schema: AnyObjectSchema;
    values: Record<string, unknown>;
    text?: (characters: number) => string;
    /** Sends the value as the form would, as a visitor able to make that call. */
    send: (visitor: MockVisitor, value: string) => Promise<{ status: number; body: unknown }>;
    visitor: () => Promise<MockVisitor>;
  }

  const CUSTOMER = { name: 'Ana', last_name: 'Anić', phone: '061234567', address: 'Titova 1' };
  const PROFILE = { username: 'admin', name: 'Shop Admin', email: 'admin@webshop.test' };
  const order = (field: string) => (visitor: MockVisitor, value: string) =>
    visitor.call('POST', '/api/create-order', { ...CUSTOMER, [field]: value });
  const profile = (field: string) => (visitor: MockVisitor, value: string) =>
    visitor.call('PATCH', '/api/user/1', { [field]: value });

  const CASES: LengthCase[] = [
    {
      form: 'create product',
      field: 'product_name',
      max: PRODUCT_MAX_LENGTHS.product_name,
      message: PRODUCT_TOO_LONG_MESSAGES.product_name,
      schema: createProductSchema,
      values: CREATE_VALUES,
      send: (staff, product_name) =>
        staff.call('POST', '/api/create/product', { ...NEW_PRODUCT, product_name }),
      visitor: () => signedInStaff(),
    },
    {
      form: 'create product',
      field: 'sub_category',
      max: PRODUCT_MAX_LENGTHS.sub_category,
      message: PRODUCT_TOO_LONG_MESSAGES.sub_category,
      schema: createProductSchema,
      values: CREATE_VALUES,
      send: (staff, sub_category) =>
        staff.call('POST', '/api/create/product', { ...NEW_PRODUCT, sub_category }),
      visitor: () => signedInStaff(),
    },
    {
      form: 'edit product',
      field: 'product_name',
      max: PRODUCT_MAX_LENGTHS.product_name,
      message: PRODUCT_TOO_LONG_MESSAGES.product_name,
      schema: editProductSchema,
      values: EDIT_VALUES,
      send: (staff, product_name) =>
        staff.call('PATCH', '/api/product/1', { ...UNCHANGED, product_name }),
      visitor: () => signedInStaff(),
    },
    ...(
      [
        ['name', CUSTOMER_FORM_MESSAGES.nameTooLong],
        ['last_name', CUSTOMER_FORM_MESSAGES.lastNameTooLong],
        ['address', CUSTOMER_FORM_MESSAGES.addressTooLong],
        ['email', CUSTOMER_FORM_MESSAGES.emailTooLong],
      ] as const
    ).map(([field, message]) => ({
      form: 'checkout',
      field,
      max: CUSTOMER_MAX_LENGTHS[field],
      message,
      schema: checkoutSchema,
      values: { ...CUSTOMER, email: '' },
      text: field === 'email' ? emailOf : undefined,
      send: order(field),
      visitor: () => mockVisitor(),
    })),
    ...(
      [
        ['username', USER_FORM_MESSAGES.usernameTooLong],
        ['name', USER_FORM_MESSAGES.nameTooLong],
        ['email', USER_FORM_MESSAGES.emailTooLong],
      ] as const
    ).map(([field, message]) => ({
      form: 'profile',
      field,
      max: USER_MAX_LENGTHS[field],
      message,
      schema: profileFormSchema,
      values: { ...PROFILE, password: '', confirmPassword: '' },
      text: field === 'email' ? emailOf : undefined,
      send: profile(field),
      visitor: () => signedInStaff(),
    })),
  ];

  /** The mock's 422 entry for a text too long, if it returned one for the field. */
  const tooLongIssue = (response: { status: number; body: unknown }, field: string) => {
    if (response.status !== 422) return undefined;
    const { detail } = response.body as { detail: Array<{ type: string; loc: unknown[] }> };
    return detail.find((issue) => issue.type === 'string_too_long' && issue.loc[1] === field);
  };

  it.each(CASES)('$form: $field of $max characters passes, one more is refused', async (rule) => {
    const visitor = await rule.visitor();
    const text = rule.text ?? textOf;
    const longest = text(rule.max);
    const tooLong = text(rule.max + 1);

    expect(tooLongIssue(await rule.send(visitor, longest), rule.field)).toBeUndefined();
    expect(
      await formError(rule.schema, { ...rule.values, [rule.field]: longest }, rule.field),
    ).toBeUndefined();

    expect(tooLongIssue(await rule.send(visitor, tooLong), rule.field)).toEqual({
      type: 'string_too_long',
      loc: ['body', rule.field],
      msg: `String should have at most ${rule.max} characters`,
      input: tooLong,
      ctx: { max_length: rule.max },
    });
    expect(
      await formError(rule.schema, { ...rule.values, [rule.field]: tooLong }, rule.field),
    ).toBe(rule.message);
  });

  it('the form counts the text it sends: spaces around it are trimmed first', async () => {
    const name = ` ${textOf(CUSTOMER_MAX_LENGTHS.name)} `;
    expect(await formError(checkoutSchema, { ...CUSTOMER, name }, 'name')).toBeUndefined();
  });

  it("a phone longer than its column is refused by both; the form's phone rule is stricter", async () => {
    const guest = await mockVisitor();
    const phone = '1'.repeat(CUSTOMER_MAX_LENGTHS.phone + 1);
    expect(tooLongIssue(await order('phone')(guest, phone), 'phone')).toBeDefined();
    expect(await formError(checkoutSchema, { ...CUSTOMER, phone }, 'phone')).toBe(
      CUSTOMER_FORM_MESSAGES.phoneLength,
    );
  });
});

describe('the filter dialog and the mock agree', () => {
  it.each([
    { quantity: '2' },
    { quantity: '0' },
    { min_price: '0.5', max_price: '1e3' },
    { min_price: '0', max_price: '0' },
  ])('the mock responds to every query the dialog makes: %j', async (fields) => {
    const all = { name: '', min_price: '', max_price: '', quantity: '', ...fields };
    for (const [key, value] of Object.entries(fields)) {
      expect(numberFieldError(value, key === 'quantity')).toBeUndefined();
    }
    const query = filtersToParams(filtersFromFields(all)).toString();
    const guest = await mockVisitor();
    expect((await guest.call('GET', `/api/products?${query}`)).status).toBe(200);
  });

  it.each(['1.5', '1e21', '9007199254740993'])(
    'a quantity the mock cannot read as a whole number (%s) the dialog refuses',
    async (quantity) => {
      const guest = await mockVisitor();
      expect((await guest.call('GET', `/api/products?quantity=${quantity}`)).status).toBe(422);
      expect(numberFieldError(quantity, true)).toBe('Enter a whole number');
    },
  );

  it('every sort the dialog offers is one the mock takes', async () => {
    const guest = await mockVisitor();
    for (const { value } of SORT_OPTIONS) {
      expect((await guest.call('GET', `/api/products?sort=${value}`)).status).toBe(200);
    }
  });
});
