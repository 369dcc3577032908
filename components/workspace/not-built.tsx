import { getTranslations } from 'next-intl/server';

/** An area the spec names whose screens are not built yet: it says so plainly. */
export async function NotBuilt({ area }: { area: string }) {
  const [t, dock] = await Promise.all([getTranslations('missing'), getTranslations('dock')]);
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">{dock(area)}</h1>
      <p className="mt-2 text-slate-600">{t('body')}</p>
    </main>
  );
}
