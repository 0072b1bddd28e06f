import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import type { PackProductCreate, PackProductUpdate } from '../../src/schemas/pack-product-input.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const URL = 'https://mybiz.pike13.com/api/v2/desk/pack_products';

const valid: PackProductCreate = {
  product: {
    name: 'Ten Visit Punchcard',
    description: 'A punchcard with ten visits.',
    description_long: 'A longer description.',
    price_cents: 10000,
    visibility: 'New clients',
  },
  count: 10,
  location_id: 1,
  commitment_length: 12,
  commitment_unit: 'month',
  terms: 'Terms and Conditions',
  send_expiration_notifications: true,
  service_ids: [1, 2, 5, 6],
};

/** Asserts that `call` was refused naming `param`, and that nothing was sent. */
async function expectRefused(call: PromiseLike<unknown>, param: string) {
  await expect(call).rejects.toSatisfy((e) => InputError.is(e) && e.param === param);
  expect(service.requests).toHaveLength(0);
}

describe('desk.packProducts', () => {
  it('list: a page of pack products', async () => {
    const { response } = await reference('desk_pack_products_example');
    service.reply('GET', URL, json(response));
    const page = await pike13.desk.packProducts.list();
    expectSent(service.requests[0], { method: 'GET', url: `${URL}?page=1`, token: 'tok' });
    expect(page.items.map((p) => [p.product?.name, p.commitment_unit])).toEqual([
      ['Ten Visit Punchcard', 'month'],
      ['One Visit Punchcard', 'week'],
    ]);
    expect(page.items[1]?.services).toEqual([
      { id: 1, name: 'Class P' },
      { id: 2, name: 'Class Q' },
    ]);
  });

  it('get: one pack product', async () => {
    const { response } = await reference('desk_pack_product_show_example');
    service.reply('GET', `${URL}/1`, json(response));
    const packProduct = await pike13.desk.packProducts.get(1);
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/1`, token: 'tok' });
    expect(packProduct.product).toMatchObject({ id: 2, visibility: 'staff', suspended: null });
  });

  it('create: POSTs {pack_product: {product: {...}, ...}}', async () => {
    const { response } = await reference('desk_pack_product_create_example');
    service.reply('POST', URL, json(response, { status: 201 }));
    const packProduct = await pike13.desk.packProducts.create(valid);
    expectSent(service.requests[0], {
      method: 'POST',
      url: URL,
      token: 'tok',
      body: { pack_product: valid },
    });
    expect(packProduct).toMatchObject({ id: 1, count: 10, commitment_length: 12 });
  });

  it.each([
    ['product.name', { product: { ...valid.product, name: '' } }],
    ['product.price_cents', { product: { ...valid.product, price_cents: undefined } }],
    ['product.price_cents', { product: { ...valid.product, price_cents: -5 } }],
    ['product.visibility', { product: { ...valid.product, visibility: 'staff' } }],
    ['product.visibility', { product: { ...valid.product, visibility: undefined } }],
    ['count', { count: undefined }],
    ['commitment_length', { commitment_length: undefined }],
    ['commitment_unit', { commitment_unit: undefined }],
    ['commitment_unit', { commitment_unit: 'year' }],
    ['service_ids.1', { service_ids: [1, 0] }],
  ])('create: refuses a bad %s before sending', async (param, change) => {
    const input = { ...valid, ...change } as PackProductCreate;
    await expectRefused(pike13.desk.packProducts.create(input), param);
  });

  it('create: refuses a missing product before sending', async () => {
    const { product: _, ...rest } = valid;
    // @ts-expect-error product is required
    await expectRefused(pike13.desk.packProducts.create(rest), 'product');
  });

  it('update: PUTs only what changes, under pack_product', async () => {
    const { response } = await reference('desk_pack_product_update_example');
    service.reply('PUT', `${URL}/1`, json(response));
    const change = {
      product: { name: 'Twelve Visit Punchcard', description: 'A punchcard with twelve visits.' },
      count: 12,
      service_ids: [1, 2],
    };
    await expect(pike13.desk.packProducts.update(1, change)).resolves.toMatchObject({ id: 1 });
    expectSent(service.requests[0], {
      method: 'PUT',
      url: `${URL}/1`,
      token: 'tok',
      body: { pack_product: change },
    });
  });

  it('update: service_ids [] removes every service, null leaves them, absent is not sent', async () => {
    service.reply('PUT', `${URL}/1`, json({ pack_products: [{ id: 1 }] }));
    await pike13.desk.packProducts.update(1, { service_ids: [] });
    await pike13.desk.packProducts.update(1, { service_ids: null });
    await pike13.desk.packProducts.update(1, { count: 3 });
    expect(service.requests.map((r) => JSON.parse(r.body))).toEqual([
      { pack_product: { service_ids: [] } },
      { pack_product: { service_ids: null } },
      { pack_product: { count: 3 } },
    ]);
  });

  it('update: refuses an unknown visibility or unit before sending', async () => {
    // @ts-expect-error not one of the spec's visibilities
    const product: PackProductUpdate['product'] = { visibility: 'Nobody' };
    await expectRefused(pike13.desk.packProducts.update(1, { product }), 'product.visibility');
    // @ts-expect-error not one of day, week, month
    await expectRefused(pike13.desk.packProducts.update(1, { commitment_unit: 'hour' }), 'commitment_unit');
  });

  it('delete: DELETEs the pack product', async () => {
    const { response } = await reference('desk_pack_product_destroy_example');
    service.reply('DELETE', `${URL}/1`, json(response));
    await expect(pike13.desk.packProducts.delete(1)).resolves.toBeUndefined();
    expectSent(service.requests[0], { method: 'DELETE', url: `${URL}/1`, token: 'tok' });
  });
});
