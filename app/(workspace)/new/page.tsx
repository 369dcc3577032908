import { redirect } from 'next/navigation';
import { NEW_THINGS_PATH } from '@/lib/workspace/windows';

// GET /new (and /create) – the dashboard with its Add gems chooser open
export default function NewPage() {
  redirect(NEW_THINGS_PATH);
}
