import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/data/db';
import { server } from '../../mocks/node';
import { renderApp } from './render-app';
import { currentUrl, expectUrl, findToast, km, sentRequests } from './screen-helpers';

/** A row's link: 'View details', named with its order for a screen reader. */
const VIEW_DETAILS = /^View details of order #\d+ from \d\d\.\d\d\.\d{4}$/;

/** The order rows: the ones with a 'View details' link (not the header row). */
function orderRows(): HTMLElement[] {
  const table = screen.getByRole('table', { name: 'Orders' });
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('link', { name: VIEW_DETAILS }));
}

/** Which orders the rows show, by their 'View details' targets (without the list's query). */
function shownOrders(): string[] {
  return orderRows().map(
    (row) =>
      within(row).getByRole('link', { name: VIEW_DETAILS }).getAttribute('href')?.split('?')[0] ??
      '',
  );
}

/** The seeded orders' detail links, oldest first. */
function ordersOldestFirst(): string[] {
  return db.order
    .getAll()
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((order) => `/dashboard/order/${order.id}`);
}

const orderIdOf = (link: string) => Number(link.split('/').pop());

function seededOrder(id: number) {
  const order = db.order.findFirst({ where: { id: { equals: id } } });
  if (!order) throw new Error(`No order ${id} in the seed.`);
  return order;
}

/** The status badge's text: 'finished' for a finished order, else its status. */
const badgeText = (order: { status: string; finished: boolean }) =>
  order.finished ? 'finished' : order.status;

/** "2026-01-13T12:00:00" -> "13.01.2026", as the list and the detail show it. */
function shownDate(createdAt: string): string {
  const [yyyy, mm, dd] = createdAt.slice(0, 10).split('-');
  return `${dd}.${mm}.${yyyy}`;
}

/** Waits until the rows show exactly these orders (the previous page stays until then). */
async function expectOrders(links: string[]): Promise<void> {
  await waitFor(() => expect(shownOrders()).toEqual(links));
}

async function openOrderList(url = '/dashboard/order-management', scenarios: string[] = []) {
  const rendered = await renderApp(url, { signedIn: true, scenarios });
  expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  return rendered;
}

async function openOrder(id: number, listQuery = '', scenarios: string[] = []) {
  const rendered = await renderApp(`/dashboard/order/${id}${listQuery}`, {
    signedIn: true,
    scenarios,
  });
  expect(await screen.findByRole('heading', { name: `Order #${id}` })).toBeInTheDocument();
  return rendered;
}

describe('order list', () => {
  it('pages through the orders five at a time, oldest first, within the first and last page', async () => {
    const { user } = await openOrderList();
    const oldestFirst = ordersOldestFirst();
    expect(screen.getByRole('combobox', { name: 'sort by date' })).toHaveValue('asc');
    await expectOrders(oldestFirst.slice(0, 5));
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(screen.getAllByRole('button', { name: /page \d+$/ })).toHaveLength(3);
    expect(previous).toBeDisabled();

    await user.click(next);
    await expectUrl('/dashboard/order-management?page=2');
    await expectOrders(oldestFirst.slice(5, 10));
    expect(previous).toBeEnabled();
    await user.click(next);
    await expectUrl('/dashboard/order-management?page=3');
    await expectOrders(oldestFirst.slice(10));
    expect(next).toBeDisabled();

    await user.click(previous);
    await expectUrl('/dashboard/order-management?page=2');
    await expectOrders(oldestFirst.slice(5, 10));
    expect(next).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'page 1' }));
    await expectOrders(oldestFirst.slice(0, 5));
    expect(previous).toBeDisabled();
  });

  it('shows each row with its date, total and status badge', async () => {
    await openOrderList();
    const first = seededOrder(1);
    await expectOrders(ordersOldestFirst().slice(0, 5));
    const row = orderRows()[0];
    expect(within(row).getByText(shownDate(first.created_at))).toBeInTheDocument();
    expect(within(row).getByText(/^\d+\.\d{2} KM$/)).toBeInTheDocument();
    expect(within(row).getByText('pending')).toBeInTheDocument();
  });

  it('sorts newest first on request, from page 1', async () => {
    const { user } = await openOrderList('/dashboard/order-management?page=2');
    const newestFirst = [...ordersOldestFirst()].reverse();
    await expectOrders(ordersOldestFirst().slice(5, 10));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'sort by date' }),
      'Newest (DESC)',
    );
    await expectUrl('/dashboard/order-management?sort=desc');
    await expectOrders(newestFirst.slice(0, 5));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await expectUrl('/dashboard/order-management?page=2&sort=desc');
    await expectOrders(newestFirst.slice(5, 10));
  });

  it('an empty list says "No orders yet"', async () => {
    await openOrderList(undefined, ['no-orders']);
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it('a failing list shows its error, once tried three times', async () => {
    const reads = sentRequests('GET', /^\/api\/orders$/);
    await openOrderList(undefined, ['orders-down']);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load orders: The order service is temporarily unavailable.',
    );
    // A server error may pass: the list is asked again twice before the error shows.
    expect(reads).toHaveLength(3);
  });
});

describe('order detail', () => {
  it('lists the items with picture, quantity and price, and the order total', async () => {
    const { user } = await openOrderList();
    await expectOrders(ordersOldestFirst().slice(0, 5));
    await user.click(within(orderRows()[0]).getByRole('link', { name: VIEW_DETAILS }));
    await expectUrl('/dashboard/order/1');
    expect(await screen.findByRole('heading', { name: 'Order #1' })).toBeInTheDocument();

    const lines = db.orderLine.findMany({ where: { order_id: { equals: 1 } } });
    const items = within(screen.getByRole('list', { name: 'Order items' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(lines.length);
    let total = 0;
    lines.forEach((line, index) => {
      const product = db.product.findFirst({ where: { id: { equals: line.product_id } } })!;
      total += product.price * line.quantity;
      const item = within(items[index]);
      expect(item.getByRole('img', { name: product.product_name })).toBeInTheDocument();
      expect(item.getByText(`Quantity: ${line.quantity}`)).toBeInTheDocument();
      expect(item.getByText(`${km(product.price)} each`)).toBeInTheDocument();
      expect(item.getByText(km(product.price * line.quantity))).toBeInTheDocument();
    });
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText(km(total))).toBeInTheDocument();
  });

  it('shows who to send it to: name, phone, address and e-mail', async () => {
    const order = seededOrder(2);
    await openOrder(order.id);
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(within(customer).getByText(`${order.name} ${order.last_name}`)).toBeInTheDocument();
    expect(within(customer).getByRole('link', { name: order.phone })).toHaveAttribute(
      'href',
      `tel:${order.phone.replace(/[^\d+]/g, '')}`,
    );
    expect(within(customer).getByText(order.address)).toBeInTheDocument();
    expect(within(customer).getByRole('link', { name: order.email! })).toHaveAttribute(
      'href',
      `mailto:${order.email}`,
    );
  });

  it('a response without the customer (the production API today) shows the order without it', async () => {
    server.use(
      http.get('*/api/order/:id', () =>
        HttpResponse.json({
          order_id: 2,
          order_total: 10,
          items: [{ product_id: 1, quantity: 1, image: '', price: 10, name: 'Bar Laptop' }],
        }),
      ),
    );
    await openOrder(2);
    expect(await screen.findByRole('region', { name: 'Order summary' })).toBeInTheDocument();
    expect(screen.getByText('Bar Laptop')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Customer' })).not.toBeInTheDocument();
  });

  it('a status change says "Status changes" and returns to the list with the new badge', async () => {
    const { user } = await openOrder(1);
    // Opened by its address, it reads its date and status from the list's first page.
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText(badgeText(seededOrder(1)))).toBeInTheDocument();
    expect(within(summary).getByText(shownDate(seededOrder(1).created_at))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute(
      'href',
      '/dashboard/order-management',
    );
    await user.click(await screen.findByRole('button', { name: 'Rejected' }));
    // Disabled from the click until the redirect, so a status is never sent twice.
    expect(screen.getByRole('button', { name: 'Accepted (Preparation)' })).toBeDisabled();
    expect(await findToast('Success', 'Status changes')).toBeInTheDocument();
    await expectUrl('/dashboard/order-management');
    await expectOrders(ordersOldestFirst().slice(0, 5));
    expect(within(orderRows()[0]).getByText('rejected')).toBeInTheDocument();
  });

  it('a finished order shows "finished"', async () => {
    const { user } = await openOrder(2);
    await user.click(await screen.findByRole('button', { name: 'Finished (Order done)' }));
    await expectUrl('/dashboard/order-management');
    await expectOrders(ordersOldestFirst().slice(0, 5));
    expect(within(orderRows()[1]).getByText('finished')).toBeInTheDocument();
  });

  it("opened from a list page, shows the list's date and status and leads back to that page", async () => {
    const { user } = await openOrderList('/dashboard/order-management?page=2&sort=desc');
    const onPage = [...ordersOldestFirst()].reverse().slice(5, 10);
    await expectOrders(onPage);
    const order = seededOrder(orderIdOf(onPage[0]));
    const rowTotal = within(orderRows()[0]).getByText(/ KM$/).textContent!;
    await user.click(within(orderRows()[0]).getByRole('link', { name: VIEW_DETAILS }));
    await expectUrl(`/dashboard/order/${order.id}?page=2&sort=desc`);

    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText(shownDate(order.created_at))).toBeInTheDocument();
    expect(within(summary).getByText(badgeText(order))).toBeInTheDocument();
    expect(within(summary).getAllByText(rowTotal).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('link', { name: 'Back to orders' }));
    await expectUrl('/dashboard/order-management?page=2&sort=desc');
    await expectOrders(onPage);
    expect(screen.getByRole('combobox', { name: 'sort by date' })).toHaveValue('desc');
    expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('opened directly, reads its status from the list; a change shows at once and returns to the same page', async () => {
    const onPage = [...ordersOldestFirst()].reverse().slice(5, 10);
    const order = onPage.map((link) => seededOrder(orderIdOf(link))).find((o) => !o.finished);
    if (!order) throw new Error('Every order on page 2 is finished: no status change would show.');
    const [button, changed] =
      order.status === 'rejected'
        ? ['Accepted (Preparation)', 'accepted']
        : ['Rejected', 'rejected'];
    const { user } = await openOrder(order.id, '?page=2&sort=desc');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText(badgeText(order))).toBeInTheDocument();
    expect(within(summary).getByText(shownDate(order.created_at))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: button }));
    expect(await within(summary).findByText(changed)).toBeInTheDocument();
    expect(await findToast('Success', 'Status changes')).toBeInTheDocument();
    await expectUrl('/dashboard/order-management?page=2&sort=desc');
    await expectOrders(onPage);
    const row = orderRows()[onPage.indexOf(`/dashboard/order/${order.id}`)];
    await waitFor(() => expect(within(row).getByText(changed)).toBeInTheDocument());
  });

  it('a failed status change shows the detail and stays on the order', async () => {
    const { user } = await openOrder(1, '', ['status-change-fails']);
    await user.click(await screen.findByRole('button', { name: 'Accepted (Preparation)' }));
    expect(
      await findToast('Error', 'The order was changed by someone else. Reload and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accepted (Preparation)' })).toBeEnabled();
    expect(currentUrl()).toBe('/dashboard/order/1');
  });

  it('an unknown order says "Order not found"', async () => {
    await renderApp('/dashboard/order/999', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toBeInTheDocument();
  });
});
