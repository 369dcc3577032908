import { describe, expect, it } from 'vitest';
import { companyOrigin, parseHost } from '@/lib/tenant/host';

describe('parseHost maps a Host header to its company', () => {
  const root = 'example.com';

  it('reads the company from a subdomain of the root domain', () => {
    expect(parseHost('acme.example.com', root)).toEqual({ kind: 'company', slug: 'acme' });
  });

  it('ignores the port and letter case', () => {
    expect(parseHost('ACME.Example.com:8443', root)).toEqual({ kind: 'company', slug: 'acme' });
    expect(parseHost('acme.localhost:3000', root)).toEqual({ kind: 'company', slug: 'acme' });
  });

  it('treats localhost, the bare root and www as the root site', () => {
    expect(parseHost('localhost:3000', root)).toEqual({ kind: 'root' });
    expect(parseHost('example.com', root)).toEqual({ kind: 'root' });
    expect(parseHost('www.example.com', root)).toEqual({ kind: 'root' });
    expect(parseHost('', root)).toEqual({ kind: 'root' });
    expect(parseHost(null, root)).toEqual({ kind: 'root' });
  });

  it('treats hosts outside the root domain (IPs, preview domains) as the root site', () => {
    expect(parseHost('127.0.0.1:3000', root)).toEqual({ kind: 'root' });
    expect(parseHost('[::1]:3000', root)).toEqual({ kind: 'root' });
    expect(parseHost('my-app-git-main.vercel.app', root)).toEqual({ kind: 'root' });
  });

  it('serves no nested subdomain', () => {
    expect(parseHost('a.acme.example.com', root)).toEqual({ kind: 'invalid' });
    expect(parseHost('www.acme.localhost:3000', root)).toEqual({ kind: 'invalid' });
  });

  it('refuses reserved and malformed subdomains', () => {
    expect(parseHost('api.example.com', root)).toEqual({ kind: 'invalid' });
    expect(parseHost('-acme.example.com', root)).toEqual({ kind: 'invalid' });
    expect(parseHost('a_b.example.com', root)).toEqual({ kind: 'invalid' });
  });

  it('accepts a trailing dot on a fully qualified name', () => {
    expect(parseHost('acme.example.com.', root)).toEqual({ kind: 'company', slug: 'acme' });
  });
});

describe('companyOrigin builds a company workspace address', () => {
  it('from the root site', () => {
    expect(companyOrigin('acme', 'localhost:3000')).toBe('http://acme.localhost:3000');
    expect(companyOrigin('acme', 'www.example.com', 'https')).toBe('https://acme.example.com');
  });

  it('from another company', () => {
    expect(companyOrigin('globex', 'acme.localhost:3000')).toBe('http://globex.localhost:3000');
  });
});
