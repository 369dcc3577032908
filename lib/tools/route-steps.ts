/** OSRM's maneuver types and modifiers the windows have words for (tools.directions.steps in messages/*.json). */
export const MANEUVER_TYPES = ['turn', 'new name', 'continue', 'merge', 'on ramp', 'off ramp', 'fork', 'end of road', 'roundabout', 'rotary', 'roundabout turn', 'exit roundabout', 'exit rotary', 'notification'] as const;
export const MANEUVER_MODIFIERS = ['uturn', 'sharp right', 'right', 'slight right', 'straight', 'slight left', 'left', 'sharp left'] as const;

type Say = (key: string, values?: Record<string, string>) => string;

/**
 * A route step in the person's words, from its maneuver and road: "Head out on Main Street",
 * "Turn left onto Elm Street", "Arrive at the destination". `say` reads tools.directions.steps.
 * A maneuver the list does not know is said as "continue", its direction kept.
 */
export function stepWords(say: Say, step: { maneuver: { type: string; modifier: string | null }; name: string }): string {
  const { type, modifier } = step.maneuver;
  const road = step.name;
  if (type === 'depart') return road ? say('departOn', { road }) : say('depart');
  if (type === 'arrive') return say('arrive');
  const action = say(`types.${(MANEUVER_TYPES as readonly string[]).includes(type) ? type.replace(/ /g, '_') : 'continue'}`);
  const direction = modifier && (MANEUVER_MODIFIERS as readonly string[]).includes(modifier) ? say(`modifiers.${modifier.replace(/ /g, '_')}`) : '';
  return say(road ? 'moveOnto' : 'move', { action, direction, road }).replace(/\s+/g, ' ').trim();
}
