import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/components/base/api';
import { useFailureText } from '@/components/data/server-message';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

/** What a window says of `error`, in `locale`. */
function said(error: unknown, locale: 'en' | 'es') {
  const Said = () => useFailureText()(error);
  const Intl = NextIntlClientProvider as (props: { locale: string; timeZone: string; messages: typeof en; children?: ReactNode }) => ReactNode;
  return renderToStaticMarkup(createElement(Intl, { locale, timeZone: 'UTC', messages: locale === 'es' ? es : en }, createElement(Said)));
}

describe('a refusal in the person\'s language', () => {
  it('says a refusal with a message code (a 403) in Spanish, and the server\'s words where the code has none', () => {
    const notSigner = new ApiFailure(403, 'Only an active check signer may authorise printing checks.', {}, [], 'checkSignerNeeded');
    expect(said(notSigner, 'es')).toBe(es.errors.checkSignerNeeded);
    expect(said(notSigner, 'en')).toBe(en.errors.checkSignerNeeded);
    // A provider's own code (not a message's) keeps the server's words.
    expect(said(new ApiFailure(503, 'The weather service is not set up.', {}, [], 'not_configured'), 'es')).toBe('The weather service is not set up.');
  });
});
