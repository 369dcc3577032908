'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { CheckLayoutElement } from '@/db/schema';
import { CHECK_HEIGHT, CHECK_WIDTH, defaultElements, IMAGE_ELEMENTS } from '@/lib/modules/banking/check-layout-elements';
import { PDF_FONTS } from '@/lib/pdf/draw';
import type { WindowState } from '@/lib/workspace/windows';
import FormWindow from './form-window';
import type { CustomFieldProps } from './form-field';
import { SignatureInput } from './signature-input';

/** Screen pixels per inch of the canvas: a check 8.5 in wide draws 680 px wide. */
const PX = 80;
/** Arrow keys move an element this far (Shift: five times as far), in inches. */
const STEP = 0.05;

const SAMPLE: Record<string, string[]> = {
  company: ['Your Company', '1 Main St', 'Springfield'],
  check_number: ['1001'],
  date: ['03/05/2026'],
  payee_account: ['PM-4471'],
  amount: ['**1,250.35'],
  amount_words: ['One thousand two hundred fifty and 35/100 ***'],
  payee: ['Paper Mill', '12 Pulp Road', 'Scranton, PA 18503'],
  memo: ['March paper'],
};

const round = (n: number) => Math.round(n * 1000) / 1000;
const clamp = (n: number, max: number) => Math.min(Math.max(0, round(n)), max);

/** Whether the layout's flags print an element (the logo, signature, check number) or a part of it (addresses). */
function printed(e: CheckLayoutElement, values: Record<string, unknown>) {
  const on = (flag: string, fallback: boolean) => (values[flag] === undefined || values[flag] === null ? fallback : values[flag] === 1 || values[flag] === true);
  if (e.name === 'logo') return on('is_print_logo', false);
  if (e.name === 'signature') return on('is_print_signature', false);
  if (e.name === 'check_number') return on('is_print_check_number', true);
  return true;
}

function sampleOf(e: CheckLayoutElement, values: Record<string, unknown>) {
  const lines = SAMPLE[e.name] ?? [];
  const off = (flag: string) => values[flag] === 0 || values[flag] === false;
  if (e.name === 'company' && off('is_print_company_address')) return lines.slice(0, 1);
  if (e.name === 'payee' && off('is_print_payee_address')) return lines.slice(0, 1);
  return lines;
}

/**
 * The check drawn to scale with every element where it prints: drag one with the mouse, or
 * focus it and move it with the arrow keys; the chosen one's place, font, size and colour are
 * edited beside. Elements the flags leave out show faded.
 */
function ElementsEditor({ value, onChange, values }: CustomFieldProps) {
  const t = useTranslations('checkLayoutWindow');
  const tl = useTranslations('lines.elements');
  const elements = ((value as CheckLayoutElement[] | null)?.length ? (value as CheckLayoutElement[]) : defaultElements()).map((e) => ({ ...e, x: Number(e.x), y: Number(e.y), size: Number(e.size) }));
  const [chosen, setChosen] = useState<string>('amount');
  const drag = useRef<{ name: string; dx: number; dy: number; left: number; top: number } | null>(null);
  const set = (name: string, change: Partial<CheckLayoutElement>) => onChange(elements.map((e) => (e.name === name ? { ...e, ...change } : e)));
  const current = elements.find((e) => e.name === chosen) ?? elements[0];
  const label = (e: CheckLayoutElement) => t(`elements.${e.name}` as never);

  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-slate-600">{t('keys')}</p>
      <div className="overflow-x-auto">
        <div
          data-testid="check-canvas"
          role="group"
          aria-label={t('canvas')}
          className="relative border border-dashed border-slate-400 bg-[#f4f7f2] shadow-inner"
          style={{ width: CHECK_WIDTH * PX, height: CHECK_HEIGHT * PX }}
          onPointerMove={(ev) => {
            const d = drag.current;
            if (!d) return;
            // A drag lands on hundredths of an inch.
            const snap = (n: number) => Math.round(n * 100) / 100;
            set(d.name, { x: clamp(snap((ev.clientX - d.left - d.dx) / PX), CHECK_WIDTH), y: clamp(snap((ev.clientY - d.top - d.dy) / PX), CHECK_HEIGHT) });
          }}
          onPointerUp={() => (drag.current = null)}
          onPointerLeave={() => (drag.current = null)}
        >
          {elements.map((e) => {
            const image = IMAGE_ELEMENTS.has(e.name);
            return (
              <button
                key={e.name}
                type="button"
                data-element={e.name}
                aria-label={t('element', { element: label(e), x: e.x.toFixed(2), y: e.y.toFixed(2) })}
                aria-pressed={e.name === chosen}
                onFocus={() => setChosen(e.name)}
                onPointerDown={(ev) => {
                  const frame = ev.currentTarget.parentElement as HTMLElement;
                  const canvas = frame.getBoundingClientRect();
                  const box = ev.currentTarget.getBoundingClientRect();
                  // Places are measured inside the canvas's border.
                  drag.current = { name: e.name, dx: ev.clientX - box.left, dy: ev.clientY - box.top, left: canvas.left + frame.clientLeft, top: canvas.top + frame.clientTop };
                  setChosen(e.name);
                  ev.currentTarget.focus();
                  ev.preventDefault();
                }}
                onKeyDown={(ev) => {
                  const by = ev.shiftKey ? STEP * 5 : STEP;
                  const moves: Record<string, [number, number]> = { ArrowLeft: [-by, 0], ArrowRight: [by, 0], ArrowUp: [0, -by], ArrowDown: [0, by] };
                  const m = moves[ev.key];
                  if (!m) return;
                  ev.preventDefault();
                  set(e.name, { x: clamp(e.x + m[0], CHECK_WIDTH), y: clamp(e.y + m[1], CHECK_HEIGHT) });
                }}
                className={`absolute cursor-move touch-none whitespace-pre rounded-sm text-left leading-[1.2] outline-offset-1 ${e.name === chosen ? 'ring-2 ring-brand' : 'hover:ring-1 hover:ring-slate-400'} ${printed(e, values) ? '' : 'opacity-35'}`}
                style={{
                  left: e.x * PX,
                  top: e.y * PX,
                  fontSize: e.size * PX,
                  color: e.color,
                  fontFamily: e.font.startsWith('Times') ? 'Times New Roman, serif' : e.font.startsWith('Courier') ? 'Courier New, monospace' : 'Helvetica, Arial, sans-serif',
                  fontWeight: e.font.endsWith('Bold') ? 700 : 400,
                  ...(image ? { width: (e.width ?? 1) * PX, height: (e.height ?? 0.5) * PX } : {}),
                }}
              >
                {image ? <span className="flex h-full w-full items-center justify-center border border-dashed border-slate-500 text-[10px] text-slate-600">{label(e)}</span> : sampleOf(e, values).join('\n')}
              </button>
            );
          })}
        </div>
      </div>
      <fieldset className="grid grid-cols-2 gap-2 text-xs sm:grid-cols-6" aria-label={t('chosen', { element: label(current) })}>
        <legend className="pb-1 text-sm font-semibold">{label(current)}</legend>
        {(['x', 'y', 'size'] as const).map((k) => (
          <label key={k} className="flex flex-col gap-0.5">
            {tl(k)}
            <input
              type="number"
              step={k === 'size' ? 0.001 : 0.05}
              min={0}
              max={k === 'x' ? CHECK_WIDTH : k === 'y' ? CHECK_HEIGHT : 1}
              value={current[k]}
              onChange={(ev) => set(current.name, { [k]: ev.target.value === '' ? 0 : Number(ev.target.value) })}
              className="rounded border border-slate-300 px-1 py-0.5"
            />
          </label>
        ))}
        <label className="flex flex-col gap-0.5">
          {tl('font')}
          <select value={current.font} onChange={(ev) => set(current.name, { font: ev.target.value })} className="rounded border border-slate-300 px-1 py-0.5">
            {PDF_FONTS.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-0.5">
          {tl('color')}
          <input type="color" value={current.color} onChange={(ev) => set(current.name, { color: ev.target.value })} className="h-7 w-full rounded border border-slate-300" />
        </label>
        <div className="flex items-end">
          <button type="button" onClick={() => onChange(defaultElements())} className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-100">
            {t('standard')}
          </button>
        </div>
      </fieldset>
    </div>
  );
}

const CUSTOM = { elements: { component: ElementsEditor }, signature: { component: SignatureInput } };

/** A check layout (screen -58): its name, stock, flags and default mark, and its elements on a check drawn to scale. */
export default function CheckLayoutWindow({ window: w }: { window: WindowState }) {
  return <FormWindow window={w} custom={CUSTOM} />;
}
