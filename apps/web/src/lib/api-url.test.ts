import { apiBases } from '@kredo/contract/api-bases';
import { describe, expect, it } from 'vitest';
import { resolveUrl } from './api-url';

describe('resolveUrl', () => {
  it('keeps same-origin paths by default and appends defined query values', () => {
    expect(resolveUrl('/api/dev/outbox', apiBases, { to: 'a b', limit: undefined })).toBe(
      '/api/dev/outbox?to=a+b',
    );
  });

  it('moves a host to its configured base', () => {
    const bases = { ...apiBases, gateway: 'https://gw.example.com/v1' };
    expect(resolveUrl('/gateway/location-service/location', bases)).toBe(
      'https://gw.example.com/v1/location-service/location',
    );
    expect(resolveUrl('/gatewayx/other', bases)).toBe('/gatewayx/other');
  });
});
