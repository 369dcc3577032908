'use client';

import type { WindowState } from '@/lib/workspace/windows';
import FormWindow from './form-window';
import { SignatureInput } from './signature-input';

const CUSTOM = { signature: { component: SignatureInput } };

/** A check signer (screen -74): the user, the largest check they sign, and their signature chosen as an image file and shown. */
export default function CheckSignerWindow({ window: w }: { window: WindowState }) {
  return <FormWindow window={w} custom={CUSTOM} />;
}
