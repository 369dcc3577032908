import { TopBar } from '@/components/workspace/top-bar';
import { requireStaff } from '@/lib/auth/current';

// The dashboard layout of every login-required page of a company host.
export default async function WorkspaceLayout({ children }: { children: React.ReactNode }) {
  const { company, user } = await requireStaff();
  return (
    <div className="flex min-h-full flex-col">
      <TopBar companyName={company.name} userName={user.displayName} />
      <div className="flex-1">{children}</div>
    </div>
  );
}
