import { CalendarView } from '@/components/calendar/calendar-view';
import { requireStaff } from '@/lib/auth/current';

// GET /calendar
export default async function CalendarPage() {
  await requireStaff();
  return <CalendarView />;
}
