import { describe, expect, it } from 'vitest';
import { safeCallback } from '@/lib/auth/current';
import { parseHost } from '@/lib/tenant/host';
import { signupCompanyInput } from '@/lib/auth/schemas';

describe('the page after login', () => {
  it('is a path on the company host, never another host however it is spelled', () => {
    for (const evil of ['//evil.example/x', '/\t/evil.example/x', '/%09/evil.example/x', '/\\evil.example', '/\\/evil.example', 'https://evil.example', '/\n/evil.example', 'javascript:alert(1)', '']) {
      const kept = safeCallback(evil);
      expect(new URL(kept, 'https://acme.example.com').origin, JSON.stringify(evil)).toBe('https://acme.example.com');
    }
    expect(safeCallback('/crm/10?w=list:customers#top')).toBe('/crm/10?w=list:customers#top');
    expect(safeCallback(undefined)).toBe('/');
  });
});

describe('subdomains a company cannot have', () => {
  it('include infrastructure names and punycode', () => {
    for (const slug of ['autodiscover', 'wpad', 'ftp', 'mail', 'smtp', 'ns1', 'ns2', 'staging', 'portal', 'localhost', 'xn--80ak6aa92e']) {
      expect(parseHost(`${slug}.example.com`, 'example.com'), slug).toEqual({ kind: 'invalid' });
      const parsed = signupCompanyInput.safeParse({ company_name: 'Acme', slug, display_name: 'Owner', email: 'o@acme.test', password: 'correct horse battery' });
      expect(parsed.success, slug).toBe(false);
    }
    expect(parseHost('acme.example.com', 'example.com')).toEqual({ kind: 'company', slug: 'acme' });
  });
});
