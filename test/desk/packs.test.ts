import { describe, expect, it } from 'vitest';
import { InputError, Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const URL = 'https://mybiz.pike13.com/api/v2/desk/packs';
const CREATE_URL = 'https://mybiz.pike13.com/api/v2/desk/pack_products/1/packs';

describe('desk.packs', () => {
  it('get: one pack', async () => {
    const { response } = await reference('desk_pack_show_example');
    service.reply('GET', `${URL}/3`, json(response));
    const pack = await pike13.desk.packs.get(3);
    expectSent(service.requests[0], { method: 'GET', url: `${URL}/3`, token: 'tok' });
    expect(pack).toMatchObject({
      id: 3,
      count: 10,
      person_ids: [1],
      end_date: '2016-06-23',
      rollover_count: null,
    });
  });

  it('create: POSTs {pack: {...}} under its pack product', async () => {
    const { response } = await reference('desk_pack_create_example');
    service.reply('POST', CREATE_URL, json(response, { status: 201 }));
    const pack = await pike13.desk.packs.create(1, {
      person_ids: [1, 2],
      start_date: '2015-06-24',
      count: 10,
      price_cents: 0,
      visits_shared: true,
    });
    expectSent(service.requests[0], {
      method: 'POST',
      url: CREATE_URL,
      token: 'tok',
      body: {
        pack: {
          person_ids: [1, 2],
          start_date: '2015-06-24',
          count: 10,
          price_cents: 0,
          visits_shared: true,
        },
      },
    });
    expect(pack).toMatchObject({ id: 3, pack_product_id: 1 });
  });

  it('create: refuses missing or empty person_ids before sending', async () => {
    const refused = (e: unknown) => InputError.is(e) && e.param === 'person_ids';
    // @ts-expect-error person_ids is required
    await expect(pike13.desk.packs.create(1, { count: 3 })).rejects.toSatisfy(refused);
    await expect(pike13.desk.packs.create(1, { person_ids: [] })).rejects.toSatisfy(refused);
    expect(service.requests).toHaveLength(0);
  });

  it('create: refuses a malformed date and a negative price before sending', async () => {
    await expect(pike13.desk.packs.create(1, { person_ids: [1], end_date: '2016-6-1' })).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param === 'end_date',
    );
    await expect(pike13.desk.packs.create(1, { person_ids: [1], price_cents: -1 })).rejects.toSatisfy(
      (e) => InputError.is(e) && e.param === 'price_cents',
    );
    expect(service.requests).toHaveLength(0);
  });

  it('delete: DELETEs the pack', async () => {
    const { response } = await reference('desk_pack_destroy_example');
    service.reply('DELETE', `${URL}/1`, json(response));
    await expect(pike13.desk.packs.delete(1)).resolves.toBeUndefined();
    expectSent(service.requests[0], { method: 'DELETE', url: `${URL}/1`, token: 'tok' });
  });
});
