import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { MANEUVER_MODIFIERS, MANEUVER_TYPES, stepWords } from '@/lib/tools/route-steps';

const sayIn = (messages: typeof en, locale: string) => {
  const t = createTranslator({ locale, messages, namespace: 'tools.directions.steps' });
  return t as unknown as (key: string, values?: Record<string, string>) => string;
};
const step = (type: string, modifier: string | null, name = '') => ({ maneuver: { type, modifier }, name });

describe('route steps in the person’s words', () => {
  it('says OSRM’s maneuvers in English and in Spanish', () => {
    const [enSay, esSay] = [sayIn(en, 'en'), sayIn(es as typeof en, 'es')];
    expect(stepWords(enSay, step('depart', null, 'Calle de Alcalá'))).toBe('Head out on Calle de Alcalá');
    expect(stepWords(esSay, step('depart', null, 'Calle de Alcalá'))).toBe('Salga por Calle de Alcalá');
    expect(stepWords(enSay, step('turn', 'left', 'Paseo de la Castellana'))).toBe('Turn left onto Paseo de la Castellana');
    expect(stepWords(esSay, step('turn', 'left', 'Paseo de la Castellana'))).toBe('Gire a la izquierda por Paseo de la Castellana');
    expect(stepWords(esSay, step('roundabout', 'slight right'))).toBe('En la rotonda, vaya ligeramente a la derecha');
    expect(stepWords(enSay, step('arrive', 'right', 'Gran Vía'))).toBe('Arrive at the destination');
    expect(stepWords(esSay, step('arrive', null))).toBe('Llegue a su destino');
    // A maneuver OSRM may add later is said as going on, its direction kept.
    expect(stepWords(enSay, step('warp', 'straight', 'A-6'))).toBe('Continue straight onto A-6');
  });

  it('has words for every maneuver and direction in both languages', () => {
    for (const messages of [en, es as typeof en]) {
      const words = messages.tools.directions.steps as { types: Record<string, string>; modifiers: Record<string, string> };
      for (const type of MANEUVER_TYPES) expect(words.types[type.replace(/ /g, '_')], type).toBeTruthy();
      for (const modifier of MANEUVER_MODIFIERS) expect(words.modifiers[modifier.replace(/ /g, '_')], modifier).toBeTruthy();
    }
  });
});
