import { describe, expect, it } from 'vitest';
import { Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService, reference } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const URL = 'https://mybiz.pike13.com/api/v2/desk/custom_fields';

describe('desk.customFields.list', () => {
  it('GETs every custom field with its options and settings', async () => {
    const { response } = await reference('desk_custom_fields_example');
    service.reply('GET', URL, json(response));
    const fields = await pike13.desk.customFields.list();
    expectSent(service.requests[0], { method: 'GET', url: URL, token: 'tok' });
    expect(fields.map((f) => f.data_type)).toEqual(['select', 'text', 'boolean']);
    expect(fields[0]?.custom_field_options).toEqual(['blue', 'red', 'green', 'orange']);
    expect(fields[2]?.custom_field_settings?.[1]).toEqual({
      custom_field_context_type: 'ClientProfileSettings',
      visibility: 'staff_only',
    });
  });
});
