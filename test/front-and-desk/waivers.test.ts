import { describe, expect, it } from 'vitest';
import { Pike13 } from '../../src/index.ts';
import { expectSent } from '../support/expect-sent.ts';
import { json, mockService } from '../support/msw.ts';

const service = mockService();
const pike13 = new Pike13({ subdomain: 'mybiz', accessToken: 'tok', rateLimit: false });
const waivers = [
  {
    id: 3,
    name: 'Liability',
    type: 'Waiver',
    signer_id: 1,
    signing_url: 'https://sign.example/3',
    accepted: true,
  },
  { id: 4, name: 'Minor', type: 'GuardianWaiver', signer_id: 2, signing_url: null, accepted: false },
];

describe.each(['front', 'desk'] as const)('%s.waivers.list', (side) => {
  it('GETs the waivers of a person', async () => {
    const URL = `https://mybiz.pike13.com/api/v2/${side}/people/1/waivers`;
    service.reply('GET', URL, json({ waivers }));
    const result = await pike13[side].waivers.list(1);
    expectSent(service.requests[0], { method: 'GET', url: URL, token: 'tok' });
    expect(result).toEqual(waivers);
  });
});
