'use client';

import type { InputHTMLAttributes } from 'react';
import { useFormats } from './formats';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & { value: string; onChange: (text: string) => void; places?: number };

/**
 * An amount as the person types it in their language ("1.500,50" in es, "1,500.50" in en; see
 * parseDecimal). The value stays the typed text; when the field is left, a readable amount is
 * written back in the language's format with 2 decimals. An amount with more decimals is left
 * as typed, for the field's check to refuse: rounding it silently would change a figure. A
 * decimal of more `places` (a tax rate: 4) is written back with up to that many.
 */
export function AmountInput({ value, onChange, onBlur, places = 2, ...rest }: Props) {
  const formats = useFormats();
  return (
    <input
      {...rest}
      type="text"
      inputMode="decimal"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={(e) => {
        const plain = formats.parseDecimal(value);
        if (plain && !new RegExp(`\\.\\d{${places + 1},}$`).test(plain)) {
          const shown = places > 2 ? formats.decimal(plain) : formats.amount(plain);
          if (shown !== value) onChange(shown);
        }
        onBlur?.(e);
      }}
    />
  );
}
