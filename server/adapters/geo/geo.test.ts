import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../clock';
import { createGeoResolver, isPublicIp } from './geo';

/** A local peer standing in for the public IP-lookup services: each path answers its own way. */
let server: Server;
let base: string;
const hits: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const [, kind] = (req.url ?? '').split('/');
    if (kind === 'slow') return void setTimeout(() => res.end('{"country":"FR"}'), 2000);
    if (kind === 'error') return void res.writeHead(500).end('{"country":"FR"}');
    if (kind === 'html') return void res.end('<html>nope</html>');
    if (kind === 'bad') return void res.end(JSON.stringify({ country: 'France' }));
    if (kind === 'code') return void res.end(JSON.stringify({ countryCode: 'de' }));
    if (kind === 'snake') return void res.end(JSON.stringify({ country_code: 'JP' }));
    res.end(JSON.stringify({ country: 'US' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const PUBLIC_IP = '203.0.113.9';

describe('geo resolver', () => {
  it('reads country, countryCode or country_code', async () => {
    for (const [kind, expected] of [
      ['plain', 'US'],
      ['code', 'DE'],
      ['snake', 'JP'],
    ] as const) {
      const geo = createGeoResolver({ lookupUrls: [`${base}/${kind}/{ip}`], timeoutMs: 500 });
      expect(await geo.countryOf(PUBLIC_IP)).toBe(expected);
    }
  });

  it('tries the next service after a timeout, an error, a non-JSON or a bad answer', async () => {
    const geo = createGeoResolver({
      lookupUrls: ['slow', 'error', 'html', 'bad', 'code'].map((k) => `${base}/${k}/{ip}`),
      timeoutMs: 300,
    });
    const started = Date.now();
    expect(await geo.countryOf(PUBLIC_IP)).toBe('DE');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('answers null when every service fails, and remembers answers per IP', async () => {
    const failing = createGeoResolver({
      lookupUrls: [`${base}/error/{ip}`, `${base}/html/{ip}`],
      timeoutMs: 300,
    });
    expect(await failing.countryOf(PUBLIC_IP)).toBeNull();
    const geo = createGeoResolver({ lookupUrls: [`${base}/plain/{ip}`], timeoutMs: 300 });
    const before = hits.length;
    await geo.countryOf('198.51.100.7');
    await geo.countryOf('198.51.100.7');
    expect(hits.length - before).toBe(1);
    expect(hits.at(-1)).toBe('/plain/198.51.100.7');
  });

  it('asks again once an answer is an hour old on the app clock, and shares a lookup under way', async () => {
    const clock = new FakeClock();
    const geo = createGeoResolver({ lookupUrls: [`${base}/plain/{ip}`], timeoutMs: 300, clock });
    const ip = '198.51.100.8';
    const asked = () => hits.filter((h) => h === `/plain/${ip}`).length;
    expect(await Promise.all([geo.countryOf(ip), geo.countryOf(ip)])).toEqual(['US', 'US']);
    expect(asked()).toBe(1);
    clock.advance(3_600_000);
    await geo.countryOf(ip);
    expect(asked()).toBe(1);
    clock.advance(1);
    await geo.countryOf(ip);
    expect(asked()).toBe(2);
  });

  it('never sends private or loopback addresses out', async () => {
    const geo = createGeoResolver({ lookupUrls: [`${base}/plain/{ip}`], timeoutMs: 300 });
    const before = hits.length;
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.4',
      '172.20.0.1',
      '::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      'nonsense',
    ])
      expect(await geo.countryOf(ip)).toBeNull();
    expect(hits.length).toBe(before);
    expect(isPublicIp('8.8.8.8')).toBe(true);
    expect(isPublicIp('2001:db8::1')).toBe(true);
  });
});
