import { NotBuilt } from '@/components/workspace/not-built';
import { requireStaff } from '@/lib/auth/current';

// GET /calendar
export default async function CalendarPage() {
  await requireStaff();
  return <NotBuilt area="calendar" />;
}
